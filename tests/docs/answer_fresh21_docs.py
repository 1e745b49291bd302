"""The documents of the answer evaluation's `fresh21` set (questions in tests/docs/answer_fresh21.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Narrowboat hire
firms, record offices, home cover insurers, upholsterers, agricultural shows, landscapers, train companies, cities,
photo studios, software companies, river cruise boats, books and people are made up.

- A narrowboat hire firm's skipper's handbook in Markdown, a long document (about 3,700 words): the fleet with weekly
  prices by low, mid and high season side by side, seasons by date, extras (dogs, bikes), the fuel charge, locks,
  mooring, the tunnel, pump-outs, cruising times, no hire boats down the arm to the river with one exception for
  boats of 45 feet or shorter, and, deep inside, whom to ring when something goes wrong in and out of office hours
  (`wharfside-narrowboats/skippers-handbook-2028.md`).
- A county record office's page of visiting, research and copying charges in HTML: opening hours, ordering original
  documents and none on Saturdays with one exception for documents ordered by the Thursday before, photography
  permits, copies in a table of look-alike rows (standard and high-resolution images, microfilm, maps), research by
  the hour, and house histories priced only on request (`harnmoor-record-office/visiting-research-and-copying-2028-29.html`).
- A home cover insurer's terms and prices for boiler and heating cover (.docx, built in code, with footnotes): three
  plans with monthly prices with no excess and with an excess side by side, boilers up to 12 years old with one
  exception for boilers the firm fitted, response times, cancelling; the waiting period before a first claim only in
  a footnote (`kettlewell-home-cover/boiler-and-heating-cover-2028.docx`).
- An upholsterer's price list (.xlsx, built in code, three sheets): fourteen pieces of furniture with prices in the
  customer's own fabric and in two bands of the firm's fabric side by side, buttoned Chesterfields and antique chairs
  priced only on viewing, fabric bands, and collection by zone (`bramwell-and-dunn-upholstery/price-list-2028.xlsx`).
- An agricultural show's briefing deck for volunteer stewards (.pptx, built in code): shifts with their times, food
  vouchers and guest tickets in a table of look-alike rows, kit, first aid; whom to contact first about a lost child
  only in the speaker notes (`hambleside-show/volunteer-stewards-briefing-2028.pptx`).
- A landscaper's e-mail (.eml) whose reply on top raises the price of the patio, over the customer's question and the
  original quote quoted below it, which alone holds the price of an outside tap
  (`greenhollow-landscapes/re-your-garden-quote.eml`).
- A train company's season ticket renewal reminder as a PDF: annual, monthly, weekly and flexi tickets in standard
  and first class in look-alike lines, renewing, refunds (`mereline-trains/season-ticket-renewal-S0482291.pdf`).
- A Chinese city's notice on its yearly park pass (公园年票办理公告) as one long line: the parks, passes for adults,
  students, older people aged 60 to 69 and families in look-alike clauses, free passes, dates, and a supplement at the
  end that lowers the students' price (`雁川市2028年度公园年票办理公告.txt`).
- A Chinese photo studio's price list (.csv): seventeen rows of ID photos with plain and retouched prices side by
  side, prints by size, frames by size, restoring old photos, family portraits in the studio; family portraits at
  home priced only by arrangement (`光影时光照相馆价目表.csv`).
- A Chinese software company's rules on rent allowances for staff (租房补贴管理办法, .docx built in code) in
  chapters of numbered articles (第X条): a table of monthly allowances by grade and by city, how long they are paid,
  probation, couples, paying and reclaiming (`鼎岳软件员工租房补贴管理办法.docx`).
- A Chinese river cruise's tickets and rules for passengers (.odt, built in code): day and night cruises for adults,
  children and the VIP cabin by weekday and weekend in a table of look-alike rows and columns, free children, and no
  pets on board with one exception for small cats and dogs in a carrier on day cruises (`青漪江游船乘船须知和票价.odt`).
- Two chapters of a Chinese book on making soap at home as an e-book (.epub built in code): cold-process soap with lye
  by oil and curing times by recipe that differ by little, and hot-process and liquid soap with their own times
  (`手工皂入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

NARROWBOAT_HANDBOOK = """# Wharfside Narrowboat Holidays: the skipper's handbook 2028

Wharfside Narrowboat Holidays, Alderbury Wharf, Canal Lane, Alderbury, Tansley TN4 8WD. This handbook is for the
person who will be in charge of the boat, the skipper, and for everyone else on board. Please read it before you
arrive, bring it with you, and keep it in the boat's cabin: most of the questions our crews ring us about are answered
somewhere in these pages.

## 1. Welcome aboard

Thank you for choosing a Wharfside boat. We have been hiring narrowboats from Alderbury Wharf since 1986, and all of
our boats are built, fitted out and looked after in our own yard. A narrowboat holiday is slow by design: the boats
travel at walking pace, the canal winds through farmland, woods and the edges of small towns, and every lock is a
chance to stop, stretch your legs and talk to the people on the towpath. You do not need any experience to hire one of
our boats. Before you set off, one of our instructors will show you how everything works and take you through your
first lock, and you can ring us at any time during your holiday.

The Coldbrook and Tansley Canal was opened in 1794 to carry coal and lime from the hills to the towns of the valley.
The last working boats left it in the 1950s, and it was restored by volunteers between 1972 and 1991. It is a narrow
canal: the locks are seven feet wide and every boat on it is long and thin. From Alderbury you can cruise west
towards the Tansley flight of fourteen locks and the market town of Tansley, or east along the level pound to Kelsey
Junction, Sowerton Junction and the long Hemsby Tunnel.

## 2. Before you arrive

- The balance of your hire is due eight weeks before your holiday starts. We send a reminder ten weeks before.
- Send us the names of everyone who will be on board, and the ages of any children, at least two weeks before you
  arrive, so that we can put the right number of life jackets on the boat.
- The skipper must be 21 or over, and at least two people on board must be 16 or over: one person cannot steer the
  boat and work the locks alone.
- Pack soft bags rather than suitcases; there is little storage on a narrowboat and hard cases will not fit in the
  cupboards. Bring flat shoes with good grip, waterproofs, warm layers even in summer, a torch and gloves for the
  locks.
- Bed linen, towels, tea towels and a basic kit of cleaning things are on the boat. So are pans, crockery, cutlery,
  glasses, a kettle, a toaster that works on the gas hob, and a corkscrew.
- If anyone on board has a disability, please tell us when you book. Moorhen was built for crews with a wheelchair
  user: she has a lift at the stern, a wide side door, a wet room and a lowered galley.

## 3. Getting here, arriving and parking

Alderbury Wharf is signposted from the A418 at Alderbury crossroads. Follow Canal Lane to the end and go over the
humpbacked bridge. The nearest railway station is Tansley, six miles away; a taxi from the station costs about £18,
and we can book one for you.

Boats are handed over from 2pm on the first day of your hire. Please do not arrive before 1pm: our crew are cleaning
and checking the boats that came back that morning. If you are going to arrive after 5pm, ring us, and we will leave
the boat ready for a handover first thing the next morning; you can sleep on board.

You can leave your cars in our fenced car park for the whole of your holiday, free of charge. The car park is locked
at night, but we cannot accept responsibility for cars or their contents.

## 4. The fleet and what it costs

All of our boats have central heating, a shower, a flushing toilet, a gas cooker with an oven, a fridge, a TV and
240-volt sockets that work while the engine is running or from the inverter for a short while. Every boat has a
front well deck with seats, and the larger ones have a second cabin with its own toilet.

The prices below are for a week's hire, seven nights, including VAT, your first tank of diesel as far as the fuel
charge below allows, gas, a full water tank, and the handover.

| Boat | Length | Berths | Low season week | Mid season week | High season week |
|---|---|---|---|---|---|
| Teal | 38 ft | 2 | £890 | £1,080 | £1,290 |
| Wagtail | 45 ft | 2 to 4 | £1,050 | £1,290 | £1,540 |
| Dabchick | 45 ft | 4 | £1,120 | £1,360 | £1,620 |
| Moorhen | 52 ft | 4, wheelchair accessible | £1,240 | £1,480 | £1,760 |
| Heron | 57 ft | 6 | £1,380 | £1,690 | £1,980 |
| Kingfisher | 62 ft | 8 | £1,560 | £1,890 | £2,240 |

The seasons for 2028 are:

- Low season: 4 March to 31 March, and 1 October to 4 November.
- Mid season: 1 April to 26 May, and 2 September to 30 September.
- High season: 27 May to 1 September.

A hire is priced by the season of the day it starts. Short breaks are available in low and mid season only: a
weekend break of three nights, Friday to Monday, costs 65% of the week's price, and a midweek break of four nights,
Monday to Friday, costs 75% of it.

Extras, paid when you book:

- Dogs: £45 for each dog for the hire, up to two dogs on a boat. Dogs are welcome on every boat except Moorhen, which
  we keep free of pets for guests with allergies.
- Bicycle hire: £35 for each bike for the week, £20 for a short break, helmets included.
- A second dinghy or a stand-up paddleboard: £60 for the week.
- Provisions box, delivered to the boat before you arrive: £75 for two people, £110 for four.

A damage deposit of £250 is taken on a card when you arrive and released within seven days of your return, less the
cost of anything lost or damaged and anything we have to do because the boat came back late or dirty.

Fuel: the diesel you use is charged on your return, at £3.20 for each hour on the engine's hour meter. Most crews run
the engine for five to six hours a day, including an hour in the evening to charge the batteries and heat the water.

## 5. The handover

Your handover takes about an hour and a half. One of our instructors will go through the boat with you: the engine
checks, the gas, the water and the toilet, the heating, the batteries and the inverter. Then they will take the boat
out with your crew, let the skipper steer, and show everyone how to work a lock at Alderbury Top Lock, just past the
wharf. Please make sure that everyone who will steer and everyone who will work locks comes on the trial cruise. If
you have hired one of our boats in the last three years, you can ask for a shorter handover.

## 6. Steering and speed

A narrowboat is steered from the back with a tiller. Push the tiller to the left and the front of the boat goes to the
right, and the other way round. The boat turns around a point about a third of the way from the back, so the back
swings out as you turn: give yourself room. There are no brakes. To stop, put the engine into reverse and give it a
few seconds; the boat will take about a boat's length to stop from cruising speed.

- The speed limit on the canal is 4 miles an hour, a brisk walking pace. If you are making a breaking wave behind
  you, or the water is washing up the bank, you are going too fast.
- Slow right down to tickover when you pass moored boats, anglers, and people working on the bank.
- Keep to the right when you meet another boat, as on the roads of most of the world and not as on British roads.
- On bends and at bridge holes, sound one long blast on the horn if you cannot see what is coming.
- Nobody may steer after drinking alcohol. Nobody under 12 may steer, and children of 12 to 15 may steer only with an
  adult standing next to them.

## 7. Children, swimming and life jackets

Children under 14 must wear a life jacket whenever they are outside the cabin, on the decks, on the roof or on the lock
sides. We supply children's life jackets in three sizes; adults' life jackets are in the cupboard by the back door,
and we strongly recommend them for anyone who cannot swim, and for everyone on the decks in the dark or the rain.

Nobody may swim in the canal. The water is cold and deep at the locks, there are hidden obstructions on the bottom,
and the paddles of a lock can pull a swimmer under. If someone falls in, stop the engine at once so that the propeller
stops turning, throw them the lifebuoy from the roof, and tell them to stand up: away from the locks, the canal is
usually less than four feet deep.

## 8. Mooring

You can moor almost anywhere on the towpath side of the canal, free of charge, for up to 14 days. Choose a straight
stretch where the bank is firm, away from bends, bridge holes, lock landings and winding holes (the wide places where
boats turn round). Knock the mooring pins in at an angle, leaning away from the boat, and tie the ropes from the front
and the back of the boat forward and backward, not straight across to the bank. Where there are rings or bollards,
use them instead of pins. Never moor on the offside, the side away from the towpath, unless there are signs saying
that you may; most of it is private land.

Visitor moorings in Tansley, by the Wharf Street bridge, are limited to 48 hours. The moorings below the Tansley flight
fill up by early afternoon in the summer.

Do not run the engine or a generator while moored between 8pm and 8am: the towpath is somebody's back garden.

## 9. Locks

The Coldbrook and Tansley Canal has 31 locks between Alderbury and its end at Hemsby. A lock lifts or lowers a boat
from one level of the canal to the next. Working a lock takes two people: one on the boat, one on the bank with the
windlass, the crank handle that winds the paddles up and down. There are two windlasses on your boat; please do not
drop them in the lock. Spares cost £12.

Going up:

1. Check that the lock is empty. If it is full and there is no boat coming the other way, open the bottom paddles to
   empty it, and wait.
2. Open the bottom gates and bring the boat in. Keep it towards the back of the lock, away from the gates at the top,
   and clear of the cill, the stone shelf under the top gates, which the back of the boat can catch on as the lock
   empties.
3. Close the bottom gates and the bottom paddles.
4. Open the top paddles slowly, a little at a time, and keep the boat still with gentle forward gear. The water comes
   in fast and pushes the boat around.
5. When the lock is full, open the top gates, take the boat out, and close the gates and paddles behind you unless
   a boat is waiting to come in.

Going down is the same the other way round: check that the lock is full, bring the boat in, close the top gates, and
empty it with the bottom paddles, keeping the back of the boat well forward of the cill.

Never leave a windlass on a paddle spindle: if the catch slips, it spins round and can break an arm. Stay with the boat
at all times while the water is moving, and never hold the boat in a lock with a rope tied to the bank.

The Tansley flight of 14 locks takes most crews three to four hours. On busy summer days there are volunteer lock
keepers at the flight from 10am to 4pm who will help you through. The locks of the Tansley flight are padlocked at
night, from 7pm to 8am from April to September and from 4pm to 9am in the other months, to save water.

## 10. Swing bridges and lift bridges

There are five swing bridges and two lift bridges between Alderbury and Hemsby. Most are worked by hand with the same
windlass as the locks; the swing bridge at Kelsey Lane, which carries a busy road, is worked with a key and push
buttons. The key is on your boat's key ring, with a yellow tag. Put one of your crew off before the bridge, wait until
the road barriers are down before you open it, and close it again behind you. Motorists wait for you; please be quick,
and wave.

## 11. Hemsby Tunnel

Hemsby Tunnel is 1,076 yards long and wide enough for one boat at a time. Traffic lights at each end control it: wait
at the landing until the light is green, which it is for 20 minutes in each hour in each direction. Put your headlight
on, switch on the cabin lights, put everyone inside except the person steering, and keep to the middle. It takes about
20 minutes to get through. It is cold and wet in the tunnel even in July; the steerer will want a coat.

## 12. Water, the toilet and pump-out

Your boat carries about 100 gallons of fresh water, enough for two or three days with showers. There are water points
with taps at Alderbury Wharf, Kelsey Junction, the bottom of the Tansley flight, Sowerton Junction and Hemsby. Fill up
whenever you pass one; the hose is in the front locker. Do not drink the water from the tank without boiling it if the
boat has been standing for more than a day.

The toilets on our boats are pump-out toilets: they empty into a holding tank, which a pump-out machine at a marina
empties. On a four-berth boat the tank lasts about five days, on a six- or eight-berth boat about four days, and the
gauge in the bathroom tells you how full it is. On week hires we pay for one pump-out at Kelsey Marina or Tansley Boat
Services: show them the green voucher in your boat folder. Further pump-outs cost about £22 each and you pay the
marina.

Put nothing down the toilet except toilet paper. Sanitary products and wet wipes block the tank, and clearing it is
charged to your damage deposit.

## 13. The engine, the batteries and the heating

Before you set off each morning, check the engine as your instructor showed you:

- The oil level on the dipstick, between the two marks.
- The water level in the header tank.
- The weed hatch: it must be firmly closed and clamped before you start the engine. Water comes into the engine
  room through an open weed hatch and can sink the boat.
- The stern gland greaser: give it one turn.
- The bilge: if there is more than an inch of water under the engine, pump it out with the bilge pump switch on the
  panel, and tell us.

If something wraps itself round the propeller, a rope, a plastic bag or weed, the boat will slow down, vibrate and
stop steering well. Stop the engine, take the key out, open the weed hatch, and clear the propeller by hand, wearing
the gloves in the engine room. Never open the weed hatch with the engine running.

The boat's batteries are charged by the engine. The cabin lights, the water pump, the fridge and the heating pump run
from them. To keep them charged, run the engine for at least four hours a day; cruising counts. The inverter gives you
240 volts for a phone charger or a laptop, but not for hairdryers, straighteners or kettles, which will flatten the
batteries in minutes.

The central heating burns diesel from the engine's tank and heats the radiators and the water. Turn it on with the
switch by the back door, and give it ten minutes. When the engine is running, its heat also warms the water in the
calorifier, so you will have hot water after a few hours of cruising.

## 14. Where to go: cruising times from Alderbury

The times below are one way, at a steady pace, including the time to work the locks. Allow more at weekends in the
summer, when the locks are busy.

| From Alderbury Wharf to | Locks | Hours |
|---|---|---|
| Kelsey Junction and the Plough Inn | 2 | 3 |
| Tansley, bottom of the flight | 4 | 4.5 |
| Tansley, top of the flight and the town | 18 | 8 |
| Sowerton Junction | 5 | 6 |
| Hemsby Tunnel, south end | 9 | 10 |
| Hemsby, the end of the canal | 13 | 13 |

For a week, most crews go to Tansley and back, or to Hemsby and back. For a short break, Kelsey Junction and back, or
the bottom of the Tansley flight and back, is plenty.

## 15. The Sowerton Arm and the river

At Sowerton Junction a short arm of the canal leaves the main line through Sowerton Lock and joins the River Sow.
The river is a different navigation, run by the Sow Valley river board: it rises quickly after rain, its current is
strong, and our boats are not insured for it. Hire boats may not leave the main line at Sowerton Junction. The one
exception is our boats of 45 feet or shorter (Teal, Wagtail and Dabchick), which may go down the arm as far as the
Lock Inn moorings just above Sowerton Lock, when the level board at the junction shows green, and come back the same
day. No boat of ours may go through Sowerton Lock or onto the river itself. Longer boats cannot turn round in the arm,
and have had to be towed out of it in the past.

The Lock Inn is a ten-minute walk from the visitor moorings at Sowerton Junction along the towpath of the arm, for
crews on longer boats.

## 16. If something goes wrong

Most problems are simple, and we would always rather you rang us than worried. Please have your boat's name ready, and
tell us where you are: the number of the nearest bridge is painted on a plate on its arch.

- During office hours, 8:30am to 5pm every day from March to the first week in November, ring the Wharfside office on
  01632 961 550.
- Out of office hours, if the boat has broken down or you cannot move, ring our
  breakdown engineer on his mobile, 07700 900 418. He covers the whole canal in the evenings and at night, and will
  either talk you through the problem or come out to you. If you cannot get through, leave a message with the
  boat's name and the bridge number, and he will ring you back within the hour.
- To report a burst bank, a lock that will not work, a fallen tree across the canal, or pollution, ring the Midshire
  Waterways emergency line, 0300 555 0872, at any time.
- In an emergency where anyone's life is at risk, ring 999 and ask for the fire service or an ambulance; give them
  the bridge number and the nearest road.

If the engine stops, first check the weed hatch and the propeller, then the fuel gauge. If the boat is aground, put
everyone at the back of the boat, put the engine in reverse and push off with the long pole from the roof. If it
will not come free, do not run the engine hard: ring us.

If the boat is damaged, or if you damage another boat, a lock or a bridge, tell us on the same day and take
photographs. Damage that you tell us about on the day is charged to your damage deposit only up to its limit; damage
that we find when the boat comes back and that you did not tell us about may cost more.

## 17. Returning the boat

Please bring the boat back to Alderbury Wharf by 9am on the last day of your hire. Allow plenty of time: the last
stretch always takes longer than crews think, and the Alderbury Top Lock can have a queue. We charge £40 for each hour,
or part of an hour, that a boat comes back late, because the next crew is waiting for it.

Moor where the wharf staff show you, leave the keys, the windlasses and the key for Kelsey Lane bridge in the boat
folder, and strip the beds. Please leave the boat tidy, wash up, and take your rubbish to the bins by the car park. We
read the engine hour meter, check the boat with you, and take the fuel charge.

## 18. Cancellation and changes

If you cancel more than eight weeks before your holiday starts, we keep your deposit of 25% of the hire. If you cancel
within eight weeks of it, we keep the whole price of the hire, unless we can hire the boat to someone else, in which
case we refund what we receive less £75. We strongly recommend holiday insurance that covers cancellation.

If the canal is closed by the navigation authority, for example after a flood or a breach, we will offer you another
route, another date, or your money back for the days you could not cruise.

Have a wonderful holiday, and send us your photographs: the best one each season wins a weekend break.
"""

RECORD_OFFICE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Visiting, research and copying charges 2028-29 | Harnmoor Record Office</title>
</head>
<body>
<nav><a href="/">Harnmoor County Council</a> &rsaquo; <a href="/archives">Archives and local studies</a> &rsaquo;
Visiting and charges</nav>
<main>
<h1>Harnmoor Record Office: visiting, research and copying charges 2028-29</h1>
<p>Harnmoor Record Office, Bell Yard, Mardon HR3 6PL. Telephone 01632 967 230. The charges on this page apply from 1
April 2028 to 31 March 2029 and include VAT where it is due.</p>

<h2>Opening hours</h2>
<ul>
<li>Tuesday to Friday: 9:30am to 4:45pm.</li>
<li>The first and third Saturday of each month: 9:30am to 1pm.</li>
<li>Closed on Mondays, Sundays and bank holidays, and for stocktaking in the first week of December.</li>
</ul>

<h2>Using the searchroom</h2>
<p>Using the searchroom is free. On your first visit you need a reader's ticket, which is also free: bring something
with your name and address on it, such as a driving licence or a recent bill. Bags and coats go in the lockers (a
&pound;1 coin, returned). Only pencils may be used near original documents; laptops, tablets and phones on silent are
welcome.</p>
<p>Please book a seat at least a day ahead if you want to use the microfilm readers, which are often busy on Fridays.</p>

<h2>Ordering original documents</h2>
<p>Original documents are fetched from the strongrooms at 10am, 11am, 12 noon, 2pm and 3pm on the days we are open
on a weekday. Order them at the desk or on the online catalogue up to 3:30pm; you may have up to three items at a
time, and twelve in a day.</p>
<p>Original documents are not produced on Saturdays, when only one member of staff is on duty: Saturday visitors can
use the microfilm, the local studies library, the maps on open shelves and our computers. The one exception is
documents ordered in advance, by 4pm on the Thursday before, which we fetch on the Friday and have waiting for you at
the desk on the Saturday morning.</p>
<p>Some documents are too fragile to be handled and are seen only on microfilm or as digital images; the catalogue
says so. Records that contain personal information less than 100 years old may be closed.</p>

<h2>Photographing documents yourself</h2>
<p>You may photograph most documents for your own private research with your own camera or phone, without flash, once
you have bought a photography permit: &pound;8 for a day, or &pound;40 for a year. Some documents may not be
photographed for copyright or conservation reasons; the desk will tell you.</p>

<h2>Copies made by us</h2>
<table>
<thead><tr><th>Copy</th><th>Charge</th></tr></thead>
<tbody>
<tr><td>Photocopy from a printed book or a microfilm printout, A4, black and white</td><td>&pound;0.60 a page</td></tr>
<tr><td>Photocopy from a printed book or a microfilm printout, A3, black and white</td><td>&pound;1.20 a page</td></tr>
<tr><td>Digital image from microfilm, sent by email</td><td>&pound;4.50 an image</td></tr>
<tr><td>Digital image of an original document, standard quality (300 dpi), for private research</td><td>&pound;9 an
image</td></tr>
<tr><td>Digital image of an original document, high resolution (600 dpi), for publication or display</td><td>&pound;18
an image</td></tr>
<tr><td>Digital image of a map or plan larger than A3</td><td>&pound;24 an image</td></tr>
<tr><td>Certified copy, for a court or a land registry</td><td>&pound;15 on top of the copy</td></tr>
<tr><td>Postage of paper copies, UK / overseas</td><td>&pound;2.50 / &pound;5</td></tr>
</tbody>
</table>
<p>Copies are normally sent within 15 working days of payment. Orders of more than 50 images may take longer.</p>

<h2>Research done for you</h2>
<p>If you cannot visit, our staff will search the records for you: &pound;34 for each hour of research, with a minimum
of one hour, paid in advance. Tell us what you are looking for, with names, places and dates, and we will say how
long we expect it to take. We send a written report of what we searched and what we found within six weeks. We do
not undertake general family history research beyond the hours you have paid for.</p>
<p>House histories: we can also research the history of a house or a farm, from maps, deeds, rate books and
directories, and write it up as an illustrated report. Every house is different, so each report is quoted on request
after a free initial search of the catalogue.</p>

<h2>Talks and group visits</h2>
<p>Groups of up to 15 can book a behind-the-scenes tour of the strongrooms and the conservation studio on a Tuesday or
Wednesday afternoon: &pound;75 for the group. Our archivists give talks to local societies for &pound;60 within
Harnmoor, plus mileage beyond it.</p>

<h2>Contact us</h2>
<p>Email archives@harnmoor.example or ring 01632 967 230, Tuesday to Friday, 9:30am to 4:30pm.</p>
</main>
<footer>Harnmoor County Council. County archivist: Dr Helena Carrow.</footer>
</body>
</html>
"""

COVER_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
COVER_PARAGRAPHS = [
    ("Kettlewell Home Cover: boiler and heating cover, terms and prices 2028", "Title"),
    (
        "Kettlewell Home Cover Ltd, Unit 4, Greaves Business Park, Ilsworth IW2 7LN. These terms and prices apply to "
        "cover that starts or renews on or after 1 February 2028. Claims line, 24 hours a day: 0800 555 0147. Sales "
        "and accounts: 0800 555 0148, Monday to Saturday, 8am to 6pm.",
        None,
    ),
    ("What each plan covers", "Heading1"),
    (
        "Boiler Care covers your gas boiler, its controls, the flue and the gas supply pipe from the meter to the "
        "boiler. Heating Care covers everything in Boiler Care and your central heating system: radiators, pipes, "
        "valves, the pump, the programmer and thermostats, and the hot water cylinder. Home Care covers everything in "
        "Heating Care and also the plumbing and drains inside your boundary and your home's electrical wiring, fuse "
        "box and sockets. Every plan includes a yearly boiler service and a gas safety check.",
        None,
    ),
    ("Monthly prices", "Heading1"),
    (
        "You choose whether to pay an excess, a fixed amount towards each claim, when we send an engineer. With no "
        "excess you pay nothing when we come out; with the £90 excess you pay £90 for each claim and a lower monthly "
        "price. Prices include insurance premium tax.",
        None,
    ),
    None,  # the table of plans
    (
        "If you pay for the year in one go, you pay for eleven months and get the twelfth free. Prices are fixed for "
        "the year of cover; we write to you 21 days before your cover renews with the price for the next year.",
        None,
    ),
    ("Which boilers we cover", "Heading1"),
    (
        "We cover gas boilers of up to 70 kW in homes in England and Wales. A boiler must be no more than 12 years old "
        "on the day your cover starts, and in good working order: our engineer checks it at the first yearly service. "
        "The one exception is a boiler that we fitted ourselves, which we cover until it is 15 years old as long as we "
        "have serviced it every year. We do not cover oil or LPG boilers, back boilers or warm-air heating.",
        None,
    ),
    ("When we come out", "Heading1"),
    (
        "We aim to reach you within 24 hours of your call, and within 8 hours if you have no heating or hot water and "
        "someone in your home is over 75, under 2 or seriously ill. Our engineers work from 8am to 8pm every day; "
        "outside those hours we give advice by phone and come out the next morning. If you smell gas, ring the "
        "national gas emergency number first.",
        None,
    ),
    ("What is not covered", "Heading1"),
    (
        "Faults that were there before your cover started; sludge and limescale, unless we have powerflushed your "
        "system in the last three years; frost damage to pipes outside your home; cosmetic damage; and replacing a "
        "boiler that can be repaired. If your boiler cannot be repaired because its parts are no longer made and it "
        "is under 7 years old, we pay £400 towards a new boiler fitted by us.",
        None,
    ),
    ("Starting and cancelling your cover", "Heading1"),
    (
        "Your cover lasts a year and renews every year unless you tell us not to renew it. You can cancel within 14 "
        "days of the day your cover starts, or of the day you receive these terms if that is later, and we refund "
        "everything you have paid. After that you can cancel at any time by ringing us; we refund the payments for "
        "the whole months left, unless we have paid a claim in that year of cover.",
        None,
    ),
    ("Complaints", "Heading1"),
    (
        "Ring 0800 555 0148 or write to our customer relations team at the address above. If we cannot settle your "
        "complaint within eight weeks, you can take it to the Financial Ombudsman Service.",
        None,
    ),
]
COVER_PLANS = [
    ["Plan", "Monthly price, no excess", "Monthly price, £90 excess", "Most we pay for each claim"],
    ["Boiler Care", "£14.50", "£9.75", "£1,000"],
    ["Heating Care", "£19.25", "£13.50", "£1,500"],
    ["Home Care", "£27.80", "£21.40", "£2,000"],
]
COVER_FOOTNOTES = [
    "We cannot accept a claim in the first 30 days after your cover starts; the yearly service can be booked at any "
    "time.",
    "Home Care's electrical cover does not include light fittings, doorbells, electric showers or smart home devices.",
]

UPHOLSTERY_PRICES = {
    "Reupholstery 2028": [
        ["Piece", "Fabric needed", "In your own fabric", "In our fabric, Band A", "In our fabric, Band B"],
        ["Dining chair, drop-in seat pad", "0.5 m", "£38", "£55", "£68"],
        ["Dining chair, fully upholstered", "1 m", "£95", "£130", "£155"],
        ["Footstool, small", "1 m", "£70", "£100", "£120"],
        ["Footstool, large, buttoned top", "2 m", "£140", "£200", "£240"],
        ["Headboard, single", "1.5 m", "£90", "£140", "£170"],
        ["Headboard, double or king size", "2 m", "£110", "£170", "£210"],
        ["Nursing chair", "4 m", "£240", "£340", "£390"],
        ["Armchair, standard", "6 m", "£380", "£520", "£600"],
        ["Wing-back armchair", "7 m", "£460", "£620", "£710"],
        ["Chaise longue", "8 m", "£520", "£720", "£830"],
        ["Two-seater sofa", "10 m", "£620", "£860", "£990"],
        ["Three-seater sofa", "13 m", "£780", "£1,090", "£1,260"],
        ["Antique chair, horsehair stuffing, hand stitched", "Varies", "On viewing", "On viewing", "On viewing"],
        ["Chesterfield, deep buttoned, any size", "Varies", "On viewing", "On viewing", "On viewing"],
        [],
        ["Prices include VAT, new foam and wadding, and new webbing and springs where they are needed."],
        ["Allow four to six weeks from collection; sofas and Chesterfields can take up to ten weeks."],
        ["We need to see pieces not listed here, or send us photographs, before we can give you a fixed price."],
    ],
    "Fabric bands": [
        ["Band", "What it is", "Example ranges"],
        ["Band A", "Plain weaves, cottons and easy-care velvets, about 40 colours", "Harlow, Milden, Soft Velvet"],
        ["Band B", "Linens, wools, chenilles and patterned weaves", "Ardley Linen, Tweedside, Morris Archive"],
        ["Your own fabric", "Must be upholstery weight and meet the fire safety regulations", "Ask us before you buy"],
        [],
        ["Fabric is charged by the piece in the prices on the Reupholstery sheet, not by the metre."],
        ["Pattern matching on large pieces may need up to 20% more fabric; we tell you before we order it."],
    ],
    "Collection and delivery": [
        ["Zone", "Distance from our workshop in Lentham", "Collection and return, per order"],
        ["Zone 1", "Up to 8 miles", "Free"],
        ["Zone 2", "8 to 20 miles", "£35"],
        ["Zone 3", "20 to 35 miles", "£60"],
        ["Zone 4", "Over 35 miles", "Quoted when you order"],
        [],
        ["One charge covers collecting your pieces and bringing them back, however many there are in the order."],
        ["Bramwell & Dunn Upholstery, The Old Forge, Mill Street, Lentham LM6 2RS. Telephone 01632 968 715."],
    ],
}

STEWARDS_DECK = [
    {
        "title": "Hambleside Show 2028: briefing for volunteer stewards",
        "body": [
            "Saturday 22 and Sunday 23 July 2028, Hambleside Showground",
            "Volunteer coordinator: Gareth Lumb",
        ],
    },
    {
        "title": "The show at a glance",
        "body": [
            "Gates open to the public at 8am and close at 6pm on both days",
            "We expect about 18,000 visitors a day, more if the weather is fine",
            "Main ring, cattle and sheep lines, the food hall, the craft tent and the dog show",
        ],
    },
    {
        "title": "Shifts and what you get",
        "table": [
            ["Shift", "Times", "Food voucher", "Guest tickets"],
            ["Full day", "7:30am to 6:30pm", "£15", "2"],
            ["Morning", "7:30am to 1pm", "£8", "1"],
            ["Afternoon", "12:30pm to 6:30pm", "£8", "1"],
            ["Car parks, early", "6am to 12 noon", "£10", "1"],
        ],
        "body": [
            "Vouchers can be spent at any food stall with a green steward sticker",
            "Guest tickets are for the day you work and are left for your guests at Gate A",
        ],
    },
    {
        "title": "Your kit",
        "body": [
            "Hi-vis tabard and lanyard from the stewards' cabin by Gate A; hand them back at the end of your shift",
            "Team leaders carry the radios",
            "Bring water, sun cream and a waterproof: the showground has little shade",
        ],
    },
    {
        "title": "First aid",
        "body": [
            "First aid posts by Gate A and behind the cattle lines, staffed all day by Vale Medical Volunteers",
            "Never move someone who has fallen from a horse or a trailer; send for first aid",
        ],
    },
    {
        "title": "Lost children",
        "body": [
            "Lost children are looked after in the Family Tent by the main ring",
            "Stay calm, stay with the child, and never take a child away from the showground",
        ],
        "notes": [
            "The first thing to do when you find a lost child is to contact Show Control: radio them on channel 2 or, "
            "if you have no radio, ring Show Control on 01632 966 301. Don't ring the police yourself and don't ask "
            "the commentator to make an announcement: Show Control does both if they are needed. Then stay with the "
            "child where you are until a Family Tent volunteer comes to collect them. The Family Tent's lead this year "
            "is Carys Bowen."
        ],
    },
    {
        "title": "Questions",
        "body": [
            "Gareth Lumb, volunteer coordinator: 07700 900 632",
            "The stewards' cabin by Gate A is open from 6am on both days",
        ],
    },
]

LANDSCAPER_EML = """Message-ID: <20280306081244.2291@greenhollowlandscapes.example>
Date: Mon, 6 Mar 2028 08:12:44 +0000
From: Owen Garside <owen@greenhollowlandscapes.example>
To: Priya and Tom Haldane <haldanes@mailbox.example>
Subject: Re: Your garden quote
In-Reply-To: <Q4vz8Rt@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Priya and Tom,

Great to hear you'd like to go ahead. I'm sorry to say one price has to change: our supplier has put up the price of
Indian sandstone since I measured up, so the patio now comes to £4,760 instead of the £4,480 in my quote. The rest of
the quote is unchanged.

On your question about the outside tap: yes, that's the one in the quote, on the kitchen wall by the back door, with
a double check valve so it meets the water regulations.

We can start on Monday 27 March. The patio and the fence take about two weeks together; the sleeper bed is a day's
work at the end.

Best wishes,
Owen

On Fri, 3 Mar 2028 at 19:05, Priya Haldane <haldanes@mailbox.example> wrote:
> Hi Owen,
>
> Thanks for the quote. We'd like to go ahead with all of it. Is the outside tap for the hose included?
>
> Priya
>
> On Tue, 28 Feb 2028 at 17:40, Owen Garside <owen@greenhollowlandscapes.example> wrote:
>> Dear Priya and Tom,
>>
>> Thank you for having me round to 9 Beech Close. Here is our quote for the work we talked about:
>>
>> Patio, 28 square metres, Indian sandstone on a full mortar bed, with a drainage channel    £4,480
>> Close-board fence, 18 metres, concrete posts and gravel boards                            £2,160
>> Raised bed of oak sleepers, 3 x 1 metres, filled with topsoil                             £640
>> Outside tap on the kitchen wall, with a double check valve                                £165
>> Taking down the old shed and taking away the waste                                        £220
>>
>> All prices include VAT. We ask for a deposit of 20% to book your start date and the rest when the work is
>> finished. Our hard landscaping is guaranteed for 5 years and the fence for 10 years.
>>
>> Kind regards,
>> Owen Garside
>> Greenhollow Landscapes, Lentham · 01632 968 402
"""

SEASON_TICKET_PAGES = [
    [
        "Mereline Trains",
        "Season ticket renewal reminder, reference S0482291",
        "Date of this letter: 3 April 2028",
        "Ms Joanna Okafor, 17 Kiln Road, Stanway ST8 4QA",
        "Smartcard number: 6339 0184 2275",
        "Journey: Stanway to Marlham Central, any permitted route",
        "Your annual Standard Class season ticket ends on 30 April 2028.",
        "Your renewal prices for tickets starting on or after 1 May 2028:",
        "Annual season, Standard Class: GBP 3,864",
        "Annual season, First Class: GBP 5,796",
        "Monthly season, Standard Class: GBP 368.20",
        "Monthly season, First Class: GBP 552.30",
        "Weekly season, Standard Class: GBP 96.60",
        "Flexi season, any 8 days in 28, Standard Class: GBP 226.40",
        "Annual season ticket holders also get a Gold Card: a third off off-peak fares for up to four adults.",
    ],
    [
        "How to renew",
        "Renew online at mereline.example/seasons by 23 April 2028 and your new ticket loads onto your smartcard.",
        "You can also renew at Stanway or Marlham Central ticket office, or by phone on 0345 600 4419.",
        "An annual season can be paid for with an interest-free loan from your employer, if your employer offers one.",
        "Refunds",
        "Annual and monthly seasons can be refunded for the whole weeks left, less an administration fee of GBP 10.",
        "Weekly and flexi seasons cannot be refunded once the first day has started.",
        "Delays",
        "Season ticket holders can claim Delay Repay for each journey delayed by 15 minutes or more.",
        "Questions: seasons@mereline.example",
    ],
]

PARK_PASS_NOTICE_ZH = (
    "雁川市2028年度公园年票办理公告。为方便市民游园健身，经市政府同意，现将2028年度公园年票办理有关事项公告如下。一、"
    "适用范围：持年票可以在有效期内不限次数进入凤鸣山公园、南湖湿地公园、雁川植物园、雁川动物园、白塔山公园等12家公园"
    "（园中园和游乐项目须另行购票，例如动物园海洋馆和植物园热带温室）。二、年票种类和价格：（一）普通年票，每张120元；"
    "（二）学生年票，适用于全日制在校的中小学生和大学生，每张60元；（三）老年年票，适用于60至69周岁的老人，每张50元；"
    "（四）亲子年票，适用于一名成人和一名身高1.4米以下的儿童，每张160元；70周岁以上的老人、残疾人和现役军人凭有效证件"
    "免费办理，每张只收工本费10元；身高1.2米以下的儿童由成人陪同免费入园，不用办理年票。三、办理时间：2028年1月1日至"
    "2028年3月31日，每天8:30至17:00。年票自首次入园之日起一年内有效。四、办理地点和方式：各公园售票处，或者通过“雁川"
    "文旅”小程序在线办理；办理时须本人到场或者上传本人照片，并提供身份证，学生须提供学生证，亲子年票须提供儿童的户口簿"
    "或者出生证明。五、使用规定：年票实行实名制，只限本人使用，入园时须刷脸或者出示身份证；转借他人使用的，没收年票，"
    "当年不再办理。年票遗失的，可以凭身份证补办，补办费每张20元。六、咨询电话：雁川市园林绿化服务中心0817-2655 0120"
    "（工作日8:30至17:30）。雁川市园林绿化服务中心　2027年12月15日。补充公告（2028年1月10日）：经市发展和改革委员会"
    "批复，学生年票价格由每张60元下调为每张40元，自2028年1月12日起执行；已按原价办理学生年票的，可以在2028年3月31日前"
    "凭支付记录到原办理地点或者在小程序上申请退还差价。其他事项不变。特此公告。"
)

PHOTO_STUDIO_PRICES_ZH = """项目,普通价格,精修价格,取件时间
证件照 一寸（8张）,25,45,当场取
证件照 二寸（8张）,30,50,当场取
签证照（含电子版）,40,60,当场取
驾驶证、社保卡回执照片,30,45,当场取
电子版证件照（不冲印）,15,30,当场取
照片冲印 5寸（每张）,1.5,不适用,次日取
照片冲印 6寸（每张）,2.5,不适用,次日取
照片冲印 7寸（每张）,3.5,不适用,次日取
照片冲印 8寸（每张）,8,不适用,次日取
照片冲印 10寸（每张）,18,不适用,2天
照片冲印 12寸（每张）,30,不适用,2天
相框 6寸（实木）,28,不适用,当场取
相框 7寸（实木）,35,不适用,当场取
相框 8寸（实木）,45,不适用,当场取
老照片翻拍修复（每张）,30,80,3天
全家福 到店拍摄（含8寸照片2张）,298,398,7天
全家福 上门拍摄,面议,面议,另约
说明,价格单位为元；精修包括调色、祛痘、整理发型和衣领。,,
说明,冲印满100张打8折；手机照片可以通过微信发给店里冲印。,,
说明,证件照不满意可以当场免费重拍一次。,,
说明,营业时间每天9:00至21:00；地址：岳陵市中山路126号；电话：0817-2677 3508。,,
"""

ALLOWANCE_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
ALLOWANCE_RULES = [
    ("鼎岳软件有限公司员工租房补贴管理办法", "Title"),
    ("（2028年3月修订，人力资源部）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为帮助员工解决在工作城市的住房困难，吸引和留住人才，制定本办法。", None),
    ("第二条　本办法适用于与公司签订劳动合同的员工。实习生、劳务派遣人员和外包人员不适用本办法。", None),
    ("第二章　申请条件和补贴标准", "Heading1"),
    (
        "第三条　员工本人及配偶在工作所在城市没有自有住房，并以本人名义租房居住，租赁合同期限不少于6个月的，可以申请"
        "租房补贴。",
        None,
    ),
    (
        "第四条　补贴标准按员工职级和工作所在城市确定（一线城市：北京、上海、深圳；二线城市：杭州、成都、武汉、南京；"
        "其他城市为公司在其余城市的分公司和办事处）：",
        None,
    ),
    None,  # the table of allowances
    (
        "第五条　每名员工在公司累计享受租房补贴不超过36个月；中途离职后再次入职的，以前享受的月数合并计算。补贴期满后，"
        "员工可以申请公司的购房无息借款，具体办法另行制定。",
        None,
    ),
    (
        "第六条　试用期员工不发放租房补贴，转正后的次月起发放，不补发试用期的补贴。应届毕业生按表中应届毕业生标准发放"
        "一年，第二年起按本人职级标准发放。",
        None,
    ),
    (
        "第七条　夫妻双方都是公司员工的，只发放一份租房补贴，按职级较高一方的标准发放。",
        None,
    ),
    ("第三章　申请和发放", "Heading1"),
    (
        "第八条　员工通过OA系统提交《租房补贴申请表》，并上传租赁合同和租金付款记录，经部门负责人和人力资源部审核后，"
        "从审核通过的次月起随工资发放。每年3月，享受补贴的员工须重新上传当年有效的租赁合同，逾期未上传的暂停发放。",
        None,
    ),
    (
        "第九条　员工在工作城市购买住房、调往其他城市工作或者离职的，从次月起停发或者按新城市标准发放。弄虚作假骗取补贴"
        "的，追回已发放的全部补贴，并按公司奖惩制度处理。",
        None,
    ),
    ("第四章　附则", "Heading1"),
    ("第十条　本办法自2028年4月1日起施行，由人力资源部负责解释。咨询邮箱hr@dingyuesoft.example。", None),
]
ALLOWANCE_TABLE = [
    ["职级", "一线城市（元/月）", "二线城市（元/月）", "其他城市（元/月）"],
    ["P1至P3（初级）", "1500", "1000", "600"],
    ["P4至P5（中级）", "2000", "1400", "800"],
    ["P6及以上（高级）", "2500", "1800", "1000"],
    ["应届毕业生（入职第一年）", "1800", "1200", "700"],
]

CRUISE_BODY = (
    "<office:text>"
    + of.odf_h("青漪江游船乘船须知和票价", 1)
    + of.odf_p(
        "青漪江游船从岳陵市老码头（滨江路1号）出发。日游航线沿江往返约70分钟，经过古城墙、三孔石桥和江心岛，每天9:30至"
        "16:30整点开船；夜游航线往返约90分钟，欣赏两岸的灯光，每天19:00、20:00和21:00开船。每周一上午9:30至12:00检修停航。"
    )
    + of.odf_h("一、票价", 2)
    + of.odf_p("可以在“青漪江游船”公众号提前3天购票，也可以在码头售票处购票。票价（元/人）如下，节假日按周末票价执行：")
    + of.odf_table(
        [
            ["票种", "平日（周一至周五）", "周末和节假日"],
            ["日游航线成人票", "80", "100"],
            ["日游航线儿童票（身高1.2至1.5米）", "40", "50"],
            ["夜游航线成人票", "120", "150"],
            ["夜游航线儿童票（身高1.2至1.5米）", "60", "75"],
            ["夜游航线VIP观景舱（含茶点）", "220", "260"],
            ["日游夜游联票（成人）", "180", "220"],
        ]
    )
    + of.odf_list(
        [
            "身高1.2米以下的儿童由成人陪同免票乘船，每名成人限带一名，超过一名的须购买儿童票。",
            "65周岁以上的老人凭身份证购买日游航线成人票享受半价，夜游航线不享受优惠。",
            "夜游VIP观景舱在二层船头，含茶水和点心，每船限24人。",
            "开船前15分钟停止检票；误了船的，可以改签当天其他班次一次。",
        ]
    )
    + of.odf_h("二、乘船须知", 2)
    + of.odf_list(
        [
            "上下船请听从工作人员指挥，儿童须由成人看护，不要在船舷边追逐打闹。",
            "船上禁止吸烟，禁止携带易燃易爆物品。",
            "船上禁止携带宠物。唯一的例外是装在航空箱内的小型猫狗，可以随主人乘坐日游航线，航空箱须放在下层船舱；夜游"
            "航线一律不接受宠物。",
            "每个座位下方都有救生衣，开船后工作人员会演示穿法。",
            "遇大风、大雾或者江水超过警戒水位时停航，已购的船票全额退款。",
        ]
    )
    + of.odf_p("咨询电话：0817-2681 6600（每天8:30至21:30）。码头停车场每小时6元，凭当天船票减免2小时。")
    + "</office:text>"
)

SOAP_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　冷制皂",
        "<h1>第二章　冷制皂</h1>"
        "<p>冷制皂是家庭做皂最常用的方法：把油脂和氢氧化钠溶液在较低的温度下混合，让它们慢慢皂化。冷制皂保留了油脂里"
        "的甘油，洗起来比市售的香皂温和。做皂时一定要戴护目镜和橡胶手套，穿长袖衣服，在通风的地方操作，并让孩子和宠物"
        "远离。</p>"
        "<h2>一、配方和碱量</h2>"
        "<p>不同的油脂皂化所需的氢氧化钠不同：每100克橄榄油约需13.4克，椰子油约需18.3克，棕榈油约需14.1克，乳木果油约需"
        "12.8克。新手配方一般在算出的碱量上再减去5%，让皂里留下一点没有皂化的油脂，更加温和。溶解氢氧化钠的水量一般是"
        "氢氧化钠重量的2.5倍左右，水太少碱液太浓，水太多皂不容易变硬。</p>"
        "<h2>二、操作步骤</h2>"
        "<p>先把氢氧化钠慢慢倒进冷水里（千万不要把水倒进碱里），搅拌溶解，放凉。油脂称好后加热融化。等油温和碱液温度都在"
        "35到45℃之间时，把碱液倒进油里，用手持搅拌棒搅拌，直到皂液变稠，提起搅拌棒滴下的皂液能在表面留下痕迹，这叫"
        "trace。这时加入精油，倒进模具，盖上保鲜膜，用毛巾包好保温24到48小时，再脱模切块。</p>"
        "<h2>三、熟成</h2>"
        "<p>切好的皂要放在阴凉通风的地方熟成，让水分蒸发、皂化完成，皂才会变硬、变温和。一般配方的冷制皂熟成4到6周就可以"
        "使用；椰子油比例超过30%的清洁皂和洗衣皂，熟成3到4周就可以用；全部用橄榄油做的卡斯提尔皂质地软，至少要熟成8周，"
        "放半年以上更好用。熟成期间皂的表面可能出现白色的粉末，这是皂粉，不影响使用，用刨刀削掉就可以。用之前可以用"
        "pH试纸检测，pH值在10以下再用。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　热制皂和液体皂",
        "<h1>第四章　热制皂和液体皂</h1>"
        "<p>热制皂的配方和冷制皂一样，区别是到trace以后不马上入模，而是隔水加热1到2小时，让皂化在锅里完成。热制皂入模后"
        "第二天就可以脱模，熟成1到2周就可以使用，适合急着用皂的人，但表面不如冷制皂光滑。</p>"
        "<h2>液体皂</h2>"
        "<p>液体皂用氢氧化钾，不用氢氧化钠：每100克椰子油约需25.7克氢氧化钾，每100克橄榄油约需18.9克。先做成半透明的"
        "皂膏，再按皂膏一份、热水两到三份的比例稀释，静置2周让杂质沉淀，就可以装瓶使用。皂膏密封后可以保存一年。</p>",
    ),
]


def _cover_terms() -> bytes:
    """The home cover terms: its paragraphs, the None among them the table of plans, and footnotes."""
    body = "".join(of.w_table(COVER_PLANS) if p is None else of.w_p(*p) for p in COVER_PARAGRAPHS)
    return of.steady(of.docx(body, COVER_STYLES, footnotes=COVER_FOOTNOTES))


FRESH21_DOCS: dict[str, str | bytes] = {
    "wharfside-narrowboats/skippers-handbook-2028.md": NARROWBOAT_HANDBOOK,
    "harnmoor-record-office/visiting-research-and-copying-2028-29.html": RECORD_OFFICE_PAGE,
    "kettlewell-home-cover/boiler-and-heating-cover-2028.docx": _cover_terms(),
    "bramwell-and-dunn-upholstery/price-list-2028.xlsx": of.steady(of.xlsx(UPHOLSTERY_PRICES)),
    "hambleside-show/volunteer-stewards-briefing-2028.pptx": of.steady(of.pptx(STEWARDS_DECK)),
    "greenhollow-landscapes/re-your-garden-quote.eml": LANDSCAPER_EML,
    "mereline-trains/season-ticket-renewal-S0482291.pdf": make_pdf(SEASON_TICKET_PAGES),
    "雁川市2028年度公园年票办理公告.txt": PARK_PASS_NOTICE_ZH,
    "光影时光照相馆价目表.csv": PHOTO_STUDIO_PRICES_ZH,
    "鼎岳软件员工租房补贴管理办法.docx": of.w_document(ALLOWANCE_RULES, [ALLOWANCE_TABLE], ALLOWANCE_STYLES),
    "青漪江游船乘船须知和票价.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", CRUISE_BODY)),
    "手工皂入门.epub": of.steady(of.epub(SOAP_BOOK_ZH, title="手工皂入门")),
}
