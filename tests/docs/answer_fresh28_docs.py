"""The documents of the answer evaluation's `fresh28` set (questions in tests/docs/answer_fresh28.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Diving clubs, balloon
flight operators, pest controllers, high ropes parks, heritage railways, blacksmiths, toll bridges, cities, teahouses,
piano schools, confinement centres, books and people are made up.

- A diving club's handbook for its members, in Markdown, a long document (about 3,200 words): a table of the classes
  of membership with the subscription for the year, each pool night and the joining fee side by side, air and nitrox
  fills by size of cylinder for members and non-members side by side, nobody deeper than the limit of their
  qualification with one exception for Ocean Divers with 20 sea dives on a planned depth progression dive, club
  equipment by the weekend and the week, and, deep inside, the charges for a seat on the club boats in look-alike lines
  (`skerrymouth-sub-aqua-club/members-handbook-2030.md`).
- A hot air balloon operator's flights and prices page in HTML: six flights at the weekday and the anytime price side
  by side, who can fly, the weather, and no tethered balloons at weddings or parties
  (`ambervale-balloons/flights-and-prices.html`).
- A pest controller's prices and terms for homes (.docx, built in code, with footnotes): a table of ten treatments with
  the price with its visits included and each further visit side by side, rented homes treated only with the
  landlord's written agreement with one exception for wasps' and hornets' nests, and sealing the gaps mice and rats
  use only in a footnote (`greyling-pest-control/home-treatments-prices-and-terms-2030.docx`).
- A high ropes park's prices (.xlsx, built in code, three sheets): courses at the adult and the junior price side by
  side, extras, and team building days and groups priced only on request (`oakhanger-treetops/prices-2030.xlsx`).
- A heritage railway's induction deck for new volunteers (.pptx, built in code): footplate experiences for volunteers,
  members and everyone else side by side, volunteers under 16 never on the track or lineside with one exception for
  the young volunteers' gang on the Castle Aske siding, in the speaker notes, and whom to ring first about a lineside
  fire, in the speaker notes (`fernhope-valley-railway/new-volunteer-induction-2030.pptx`).
- A blacksmith's e-mail (.eml) whose reply on top reworks the price of the driveway gates after measuring, over the
  customer's question and the original estimate quoted below it, which alone holds the boot scraper and the other
  prices (`cinderbeck-forge/re-estimate-for-gates-and-railings.eml`).
- A toll bridge's tolls as a PDF: cars, cars towing a trailer, motorcycles, coaches and goods vehicles paying by tag and
  at the booth in look-alike lines, who crosses free, and commuter passes priced only on application
  (`saltmere-toll-bridge/tolls-2030.pdf`).
- A Chinese city's notice on its subsidy for buying a first new home (新建商品住房购房补贴) as one long line: who can
  apply, the subsidy a home by floor area in look-alike clauses, more for families with two or three children,
  applying and paying, and a note of adjustment at the end that raises the subsidy for the smallest homes
  (`汐川市关于发放新建商品住房购房补贴的通知.txt`).
- A Chinese teahouse's price list (.csv): sixteen rows of teas, snacks and fruit with the price in the hall and in a
  private room side by side, green, white, oolong, dark and black teas in look-alike rows, room charges, and no meals
  (`清韵茶馆价目表.csv`).
- A Chinese piano school's fees and rules for students (收费标准和学员须知, .docx built in code) in numbered articles
  (第X条): a table of lessons by level in look-alike rows, paying by the term, leaving, and how long before a lesson a
  student must ask for leave (`雅音钢琴培训中心收费标准和学员须知.docx`).
- A Chinese confinement centre's packages and rules (.odt, built in code): a table of rooms at the price for 28 and
  for 42 days side by side, deposits, and no children under 12 beyond the visitors' lounge with one exception for the
  baby's older brothers and sisters in the family's own room (`馨月月子中心套餐价格和入住须知.odt`).
- Two chapters of a Chinese book for beginners at woodwork as an e-book (.epub built in code): timber and tools, and
  the size of drill for the pilot hole of each size of screw, how long a screw should be, and glue (`家庭木工入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

DIVING_HANDBOOK = """# Skerrymouth Sub-Aqua Club: members' handbook 2030

Skerrymouth Sub-Aqua Club, The Dive Store, Harbour Yard, Quay Street, Skerrymouth KR14 2DQ. Club secretary: 01632
993 210, or secretary@skerrymouthsac.example. This handbook is for the club year from 1 April 2030 to 31 March 2031
and replaces the handbook for 2029. Please read it before your first pool night, and read the parts on depth limits,
boat diving and emergencies again before the start of every diving season.

## 1. Welcome

Skerrymouth Sub-Aqua Club was founded in 1964 by six friends who had learned to dive with the navy and wanted to go on
diving the wrecks and reefs off the Skerrymouth coast together. The club bought its first boat, an ex-army assault
craft with an outboard that rarely started, in 1967, and its first compressor in 1972. Today we have about 160
members, from juniors of twelve who are learning in the pool to divers with forty years and thousands of dives in
their logbooks, and two rigid inflatable boats, the Skerry Belle and the Grey Seal.

The club is a branch of the National Diving Federation, which sets the training programme we teach, issues
qualifications and holds the insurance that covers members while they dive with the club. It is owned by its members
and run by volunteers: a committee of nine elected at the annual general meeting in March, a diving officer who is
responsible for safety and training, about twenty instructors, and the members who turn out on every dive day to tow
the boats, fill the cylinders, run the boat and put everything away afterwards. Diving is done in pairs and run by
teams: nobody dives alone, and nobody dives who has not helped others to dive.

## 2. Pool nights

We train in the pool at Skerrymouth Leisure Centre every Thursday evening, from 8pm to 10pm, all year except for the
two weeks over Christmas and New Year. The first hour is for trainees working through the National Diving
Federation's pool lessons with their instructors; the second hour is open to every member, for practising skills,
trying out new kit, snorkelling and, for the juniors, underwater games. The pool is 25 metres long and 3.8 metres at
its deep end, and the centre lets us use the whole of it.

Arrive by 7:45pm, sign in on the sheet at the poolside, and do not enter the water until the pool marshal has
briefed you. Cylinders for the pool are filled at the Dive Store on Thursday afternoons and carried to the leisure
centre in the club van; please help to load and unload them. After the pool, most of us go on to the Anchor Inn on
Quay Street, where the club has a room at the back.

Visitors who want to try diving are welcome at a try dive in the pool on the first Thursday of each month. A try dive
is free for anyone thinking of joining, and includes a briefing, the kit and half an hour in the water with an
instructor. Book it with the training officer at least a week ahead.

## 3. Membership and subscriptions

Every diving member belongs to the club and, through it, to the National Diving Federation. The subscription is for
the club year from 1 April, and is paid in one go when you join or renew; it includes your membership of the
National Diving Federation and its insurance. Pool nights are paid for each time you come, at the poolside.

| Class of membership | Subscription for the year | Each pool night | Joining fee |
|---|---|---|---|
| Full diving member | £195 | £6 | £30 |
| Joint diving member, living at the same address as a full diving member | £150 | £6 | £15 |
| Student diving member, in full-time education | £95 | £4 | None |
| Junior diving member, 12 to 17 on 1 April | £70 | £4 | None |
| Snorkel member, who does not dive with a cylinder | £60 | £4 | None |
| Social member, who does not dive or snorkel | £25 | Not available | None |

Members who rejoin within two years of leaving pay no joining fee. Members who join after 1 October pay half the
year's subscription for that year, but the full joining fee. Social members may come to every club event and use the
club room at the Anchor Inn, and may come out on the boats as passengers when there is a spare seat, but may not dive
or snorkel with the club.

Subscriptions are paid online through the members' area of the website, or by bank transfer to Skerrymouth Sub-Aqua
Club, sort code 60-91-27, account 48210375, with your surname and "SAC30" as the reference. A member who has not
renewed by 30 April may not dive or use the pool with the club until they have paid.

## 4. Training

New members train for the National Diving Federation's qualifications with our instructors, all of them volunteers.
Training starts in the pool and moves to the sea in the spring, first from the shore at Skerrymouth Cove and then from
the boats. You will train with different instructors, and each signs your training record, which stays with you, so
that the next one can carry on where the last left off.

The first qualification is Ocean Diver, which most people complete in six to nine months. It needs five pool lessons,
five theory lessons and five open water dives, and qualifies you to dive to 20 metres with another Ocean Diver or a
more experienced buddy. Sports Diver, the next step, qualifies you to dive to 35 metres and to plan dives; Dive Leader
qualifies you to lead other divers and to run a dive from the boat; Advanced Diver qualifies you to plan and run
expeditions. Our instructors also teach the Federation's skill courses: boat handling, oxygen administration, first
aid for divers, nitrox, wreck diving and navigation.

The Ocean Diver course costs £240 for the training, the manual and the final assessment; the pool nights and the
boat seats for the open water dives are paid for as usual. The Sports Diver course costs £180. Skill courses cost
between £40 and £90, and the nitrox course costs £75 including the manual and the test.

Juniors train for the Ocean Diver qualification as adults do, but may not dive deeper than 10 metres until they are
fourteen, or deeper than 20 metres until they are sixteen, whatever qualification they hold. Every junior must have a
parent or guardian's written consent, renewed each year.

## 5. Medical fitness

Every diving member must complete the National Diving Federation's medical declaration when they join and every year
when they renew. If you answer yes to any question on the form, you must see a diving doctor before you dive, and
send the club a copy of the doctor's certificate. Members must not dive while they have a cold, a sinus problem or an
ear infection, after drinking alcohol, or within 24 hours of giving blood, and must tell the diving officer about any
operation, illness or new medicine.

Divers who have not dived for more than six months must do a check-out dive with an instructor, in the pool or in
shallow water from the shore, before they go on a boat dive.

## 6. Depth limits

Every club dive has a maximum depth, set by the dive manager for the site and the divers on it, and no diver may go
deeper than the limit of their own qualification, whatever the dive manager has set. Ocean Divers may not dive deeper
than 20 metres on any club dive. The one exception is an Ocean Diver who has logged at least 20 dives in the sea and
is diving with a Dive Leader or an instructor on a planned depth progression dive: they may go to 25 metres, but no
deeper, and the dive must be written up in their logbook and signed by the Dive Leader or instructor. Sports Divers
may dive to 35 metres, and to 50 metres only on a planned dive with the right training and gas. No member may dive
deeper than 50 metres on a club dive.

The depth limits apply to the deepest point of the dive, not the average depth. A diver who goes deeper than their
limit, or than the limit the dive manager set, will be asked to explain it to the diving officer, and may be stopped
from diving with the club for a time.

## 7. The club boats

The club's two rigid inflatable boats are the Skerry Belle, 6.5 metres long with a 115 horsepower outboard, which
carries up to eight divers and a cox, and the Grey Seal, 5.8 metres long with a 90 horsepower outboard, which carries
up to six divers and a cox. Both are kept on their trailers in the boat shed behind the Dive Store, and are towed to
the slipway at Skerrymouth harbour or Portsallow by members with a suitable car and a towbar, who are paid 45p a mile
from the club's boat fund.

Only members who hold the Federation's boat handling qualification and have been signed off by the boat officer may
drive the club boats, and only a Dive Leader may run a dive from them. Every boat carries a VHF radio, flares, a first
aid kit, an oxygen kit, a spare kill cord and a tool kit, which the cox checks before launching.

## 8. Dive days and booking

The club dives every Saturday and Sunday from the end of April to the end of October, and on some Wednesday evenings
in the summer, weather permitting. The dive calendar for the season is in the members' area of the website, where
each dive has its site, its maximum depth, the boat, the launch time and the dive manager, and where you book a seat.
Book by 8pm on the Thursday before the dive; the dive manager pairs divers and confirms the plan on the Friday
evening by text.

If the weather looks doubtful, the dive manager decides by 7am on the day whether the dive goes ahead, and texts
everyone booked on it. A dive cancelled by the dive manager is not charged. A diver who cancels after the Thursday
evening, or does not turn up, pays for their seat, unless the dive manager can fill it.

## 9. Air, nitrox and the compressor

The club's compressor and nitrox blending panel are in the fill room at the Dive Store. Fills are done by members
who have been trained and signed off as fill station operators, on Thursday afternoons from 2pm to 6pm and on Friday
evenings from 6pm to 8pm, and by arrangement before early dives. Every cylinder must be in test and have a visual
inspection sticker less than a year old, or it will not be filled.

| Fill or service | Members | Non-members |
|---|---|---|
| Air fill, cylinder up to 12 litres | £4 | £7 |
| Air fill, cylinder of 15 litres or a twin set | £6 | £10 |
| Nitrox fill up to 36%, cylinder up to 12 litres | £9 | £14 |
| Nitrox fill up to 36%, cylinder of 15 litres or a twin set | £12 | £18 |
| Oxygen for a rebreather, cylinder up to 3 litres | £8 | Not available |
| Visual inspection of a cylinder, with the sticker | £10 | £15 |

Fills are paid for when you collect the cylinder, by card or from your club account. Nitrox fills are only given to
divers who show a nitrox qualification card, and every nitrox cylinder must be labelled with its mix and analysed by
the diver in front of the fill station operator.

## 10. Club equipment

The club keeps a stock of diving equipment for trainees and for members who are between sets of their own kit. It is
kept in the kit store at the Dive Store, and booked through the equipment officer.

| Item | A weekend | A week |
|---|---|---|
| Regulator set, with a computer | £12 | £30 |
| Buoyancy jacket | £8 | £20 |
| Drysuit, with undersuit | £15 | £40 |
| 12-litre cylinder, full of air | £6 | £15 |
| Full set of the above | £35 | £90 |

Trainees use the club's equipment free for their pool lessons and their first five open water dives. Anything lost or
damaged through carelessness is paid for at the cost of putting it right.

## 11. Diving from the shore

Skerrymouth Cove, Portsallow beach and the old pier at Hendry Point are good shore dives for training and for days
when the sea is too rough for the boats. A shore dive needs at least two pairs of divers and a member on the shore
who does not dive and keeps the dive log. Shore dives are free, and anyone may organise one through the dive calendar.

At Hendry Point, keep clear of the lifeboat slipway and never dive when the lifeboat is being launched or recovered.
At Skerrymouth Cove, the fishermen's lobster pots are marked with buoys: leave them alone.

## 12. Safety and emergencies

Every dive from a club boat or from the shore has a dive manager, who is in charge of the dive and whose decisions
are final. Before every dive, buddies check each other's kit, agree the plan, the maximum depth, the time and the
signals, and tell the dive manager. Every diver carries a delayed surface marker buoy and a whistle, and every pair a
cutting tool.

If a diver is missing, surfaces unwell or has symptoms of decompression illness, such as pain in the joints, a rash,
numbness, breathlessness or confusion, the dive manager puts them on oxygen and calls the coastguard on VHF channel 16
or on 999, asking for the coastguard. The nearest recompression chamber is at the Wexbury Hyperbaric Centre, but the
coastguard and the doctors decide where a diver goes: do not drive a diver there yourself.

Every accident or near miss, however small, must be reported to the diving officer the same day, and written up in
the club's incident book.

## 13. Wrecks and conservation

Our coast has some of the best wreck diving in the country, from the steamer Marisol, sunk in 1911 in 23 metres off
Carrick Head, to the trawlers and landing craft of the outer reefs. Several of the wrecks are protected: divers may
look, but may not touch, enter or take anything from them, and the club dives them only under the terms of its
licence. On other wrecks, anything brought up must be reported to the Receiver of Wreck within 28 days, as the law
requires; the club's policy is that nothing is brought up at all.

Do not take shellfish or fish while diving with the club, and do not touch the seals, which haul out on the rocks
below Hendry Point in the autumn. Boats must keep at least 100 metres from the seals' rocks from September to
December.

## 14. Weather, tides and slack water

Most of our sites are best dived at slack water, when the tide turns and the current slows. The dive manager plans
each dive around the tide tables and the forecast, and the launch time in the dive calendar allows for it. On the
outer reefs, slack water may last only twenty minutes, so be ready at the time the dive manager gives and do not ask
for five more minutes on the wreck.

We do not launch when the wind is forecast to be more than force 4 from the south or west, or when the swell is more
than 1.5 metres, and the cox may turn back at any time.

## 15. Boat dive charges

Each seat on a club boat is charged to help pay for fuel, launching, insurance and the upkeep of the boats and
trailers. The charges for the year are:

- Single dive inside Carrick Head, in Skerrymouth Bay: £15 for members, £22 for visiting divers.
- Two-dive day inside Carrick Head, in Skerrymouth Bay: £25 for members, £35 for visiting divers.
- Single dive beyond Carrick Head, to the outer reefs and the wrecks: £28 for members, £40 for visiting divers.
- Two-dive day beyond Carrick Head, to the outer reefs and the wrecks: £40 for members, £55 for visiting divers.
- Evening dive, one dive on a summer Wednesday: £12 for members, £18 for visiting divers.

A visiting diver is a diver who belongs to another club of the National Diving Federation, or to another diving
organisation, and dives with us as a guest; they must show their qualification card and their logbook to the dive
manager. Trainees pay the members' charge for the boat dives of their Ocean Diver course. Cox and dive managers pay
no charge for their seats. Seats are paid for through the dive calendar when you book, or from your club account.

## 16. Diving trips and expeditions

Each year the club runs two or three trips away: usually a long weekend on the islands in June, a week abroad in the
autumn and a day trip to an inland quarry in the winter. Trips are planned by the trips officer, who puts them on the
dive calendar with their cost and a deposit. Places are given to members in the order they pay the deposit, and the
deposit is returned only if someone else takes your place.

## 17. Insurance

The National Diving Federation's insurance covers every member's third party liability while diving and training
with the club, and the club insures its boats, trailers, compressor and equipment. It does not cover your own
equipment, or the cost of treatment abroad: members who dive abroad should take out travel insurance that covers
diving to the depths they plan.

## 18. Code of conduct

We expect every member to put safety first, to follow the instructions of the dive manager and the cox, to help
others to dive, to look after the club's boats and equipment, and to respect the sea, the wrecks and the wildlife,
other water users and our neighbours on the harbour. The committee may suspend or end the membership of a member who
breaks this code, after hearing them.

## 19. Your details

We keep the names, addresses, telephone numbers, email addresses and emergency contacts of members, their training
records, qualifications and medical declarations, for running the club and arranging insurance. We share them with
the National Diving Federation and the insurer, and with no one else. Ask the secretary if you would like to see what
we hold about you or have it corrected.

## 20. Contacts

- Chair: Morwenna Tregarth, chair@skerrymouthsac.example
- Diving officer: Callum Rees, divingofficer@skerrymouthsac.example
- Secretary: Hester Quayle, 01632 993 210, secretary@skerrymouthsac.example
- Training officer: Abdul Karim, training@skerrymouthsac.example
- Boat officer: Gwen Pascoe, boats@skerrymouthsac.example
- Equipment officer and fills: Niall Brennan, kit@skerrymouthsac.example
- Trips officer: Sadie Holm, trips@skerrymouthsac.example
"""

BALLOON_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Flights and prices | Ambervale Balloons, Ambervale Vale</title>
</head>
<body>
<nav><a href="/">Ambervale Balloons</a> | <a href="/where-we-fly">Where we fly</a> | Flights and prices |
<a href="/vouchers">Gift vouchers</a> | <a href="/faq">Questions</a></nav>
<main>
<h1>Flights and prices</h1>
<p>Ambervale Balloons has flown passengers over the Ambervale countryside since 1994, from our launch fields at
Melbury Green and Cadnam Park. Every flight lasts about an hour in the air, and the whole experience, from meeting us
at the launch field to the toast after landing and the drive back, takes three to four hours. Prices from 1 March
2030, for flights between April and October.</p>

<h2>Flights</h2>
<p>A weekday flight can be flown on any morning or evening from Monday to Friday. An anytime flight can be flown on
any morning or evening of the week, weekends and bank holidays included. Every price includes the flight, a flight
certificate and a glass of sparkling wine or juice after landing.</p>
<table>
<thead><tr><th>Flight</th><th>Weekday flight</th><th>Anytime flight</th></tr></thead>
<tbody>
<tr><td>Shared basket, one adult</td><td>&pound;149</td><td>&pound;189</td></tr>
<tr><td>Shared basket, one child 8 to 15, flying with an adult</td><td>&pound;119</td><td>&pound;149</td></tr>
<tr><td>Shared basket, flight for two</td><td>&pound;289</td><td>&pound;369</td></tr>
<tr><td>Sunrise flight with a champagne breakfast, each</td><td>&pound;199</td><td>&pound;239</td></tr>
<tr><td>Private flight for two, a basket to yourselves</td><td>&pound;795</td><td>&pound;895</td></tr>
<tr><td>Private flight for up to four</td><td>&pound;1,250</td><td>&pound;1,450</td></tr>
</tbody>
</table>
<p>Shared baskets carry up to twelve passengers with the pilot. A passenger who weighs more than 114 kg (18 stone)
must book a comfort seat, which gives them more room in the basket, for &pound;50 more.</p>

<h2>Who can fly</h2>
<ul>
<li>Children must be at least 8 years old and 1.2 metres tall, and fly with a paying adult.</li>
<li>Passengers must be able to stand for the whole flight, climb into the basket using the foot holes, and take up
the landing position, with knees bent, for landing.</li>
<li>We cannot fly passengers who are pregnant, or who have had an operation in the last six months, without a letter
from their doctor.</li>
</ul>

<h2>The weather</h2>
<p>Balloons fly only in light winds and good visibility, early in the morning or in the last hours before sunset. We
check the forecast the evening before and again four hours before the flight, and about half of all flights are
cancelled for the weather. If yours is, we rebook you for another day free of charge, as many times as it takes, and
extend your flight voucher if it runs out meanwhile.</p>

<h2>Gift vouchers</h2>
<p>Every flight can be bought as a gift voucher, valid for two years from the day it is bought. A weekday voucher can
be upgraded to an anytime voucher by paying the difference in price on the day you book.</p>

<h2>What we don't do</h2>
<p>We fly passengers only. We don't offer tethered balloons, tied to the ground and going up and down on ropes, for
weddings, fetes, parties or shows, and we don't fly advertising balloons or carry out aerial photography for hire.
We're happy to recommend other operators who do.</p>

<h2>Booking</h2>
<p>Book online or ring our office on 01632 993 478, Monday to Saturday, 9am to 5pm. Flights are paid for in full when
you book. If you cancel more than 21 days before your flight, we refund it in full; later than that, we move it to
another day for a fee of &pound;30 a passenger. Ambervale Balloons, Launch Barn, Melbury Green, Ambervale KR15 8BL.</p>
</main>
</body>
</html>
"""

PEST_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
PEST_PARAGRAPHS = [
    ("Greyling Pest Control: treatments for homes, prices and terms 2030", "Title"),
    (
        "Greyling Pest Control Ltd, 8 Mill Lane, Ashcombe KR16 3TF. Office: 01632 993 655, Monday to Saturday from 8am "
        "to 6pm, or help@greylingpest.example. These prices and terms apply to treatments we carry out at private homes "
        "and their gardens, for householders who book with us directly, from 1 February 2030. Landlords with more than "
        "three properties, farms and businesses have their own contract prices.",
        None,
    ),
    ("What the price includes", "Heading1"),
    (
        "Each price includes the survey of the problem on the first visit, the treatment, every visit listed beside it, "
        "written advice on keeping the pest out, and taking away any dead pests, baits and traps when the treatment is "
        "finished. If the problem is not solved by the visits included, each further visit is charged at the price in "
        "the second column. Prices include VAT.",
        None,
    ),
    ("Prices", "Heading1"),
    None,  # the table of treatments
    (
        "A second wasps' or hornets' nest treated on the same visit costs £20 more. For commercial kitchens, churches, "
        "listed buildings and flats above shops we give a price after a survey visit, which costs £45 and is taken off "
        "the price of the treatment if you go ahead.",
        None,
    ),
    ("Booking and paying", "Heading1"),
    (
        "Most treatments can be started within two working days, and wasps' nests are usually treated on the day you "
        "ring. We ask for payment by card or bank transfer when the first visit is finished; the price of further "
        "visits is invoiced when they are done.",
        None,
    ),
    ("Rented homes", "Heading1"),
    (
        "We treat rented homes only with the written agreement of the landlord or the letting agent, who is usually "
        "responsible for the cost: please send it to us with your booking. The one exception is a wasps' or hornets' "
        "nest, which a tenant may book and pay for on their own, because it cannot wait. For every other pest, a tenant "
        "should first tell their landlord or letting agent, and we can book the treatment as soon as we have their "
        "agreement.",
        None,
    ),
    ("Before and after a treatment", "Heading1"),
    (
        "Before a treatment for fleas or bedbugs, vacuum every floor, wash bedding at 60 degrees and clear the floors "
        "of toys and clothes. People and pets must stay out of the treated rooms for four hours afterwards, and fish "
        "tanks must be covered and their pumps switched off. Bait boxes for mice and rats are locked and placed where "
        "children and pets cannot reach them; please do not move them.",
        None,
    ),
    (
        "We do not kill honeybees. If you have a swarm of honeybees, ring the Ashcombe beekeepers' swarm line on 01632 "
        "993 690, who will collect it free of charge. We do not treat bumblebees' nests, which are harmless and die out "
        "at the end of the summer.",
        None,
    ),
    ("Our guarantee", "Heading1"),
    (
        "If mice, rats or bedbugs come back within 60 days of the last visit of a treatment, and the written advice has "
        "been followed, we come back and treat them again free of charge. Wasps' nests are guaranteed for the rest of "
        "the season.",
        None,
    ),
]
PEST_TABLE = [
    ["Treatment", "Price, visits included", "Each further visit"],
    ["Wasps' or hornets' nest, one nest, one visit", "£65", "£35"],
    ["Mice, inside the house, three visits", "£140", "£40"],
    ["Rats, inside the house, three visits", "£190", "£50"],
    ["Rats, garden and outbuildings only, three visits", "£160", "£45"],
    ["Bedbugs, home of up to two bedrooms, two visits", "£260", "£90"],
    ["Bedbugs, home of three or more bedrooms, two visits", "£340", "£110"],
    ["Fleas, whole house, one visit", "£110", "£60"],
    ["Ants, inside the house, one visit", "£75", "£40"],
    ["Squirrels in the loft, trapping over two weeks, four visits", "£220", "£55"],
    ["Moles, one garden, three visits", "£150", "£45"],
]
PEST_FOOTNOTES = [
    "When a treatment for mice or rats is finished, we can seal the gaps and holes they were using to get in, with "
    "wire wool, mesh and filler, for £38 an hour plus the materials; most homes take one or two hours.",
    "A visit in the evening after 6pm, on a Sunday or on a bank holiday costs £40 more than the prices above.",
]

TREETOPS_PRICES = {
    "Courses": [
        ["Course", "Adult, 16 and over", "Junior, 10 to 15", "Time on the course", "Minimum height"],
        ["Treetop Challenge, 5 zip wires and 40 crossings", "£38", "£30", "2.5 hours", "1.4 m"],
        ["Big Zip, one 400 m zip wire over the lake", "£22", "£18", "20 minutes", "1.3 m"],
        ["Treetop Challenge and Big Zip together", "£52", "£42", "3 hours", "1.4 m"],
        ["Canopy Walk, low ropes 2 m off the ground", "£16", "£14", "1 hour", "1.0 m"],
        ["Giant Swing, 2 or 3 riders together, each", "£20", "£20", "15 minutes", "1.2 m"],
        [
            "Night Climb, Treetop Challenge by head torch, Fridays October to March",
            "£45",
            "Not available",
            "2 hours",
            "1.4 m",
        ],
        [],
        [
            "Juniors of 10 to 15 must be supervised by a paying adult on the course: one adult for up to two juniors on the "
            "Treetop Challenge, and up to four on the Canopy Walk."
        ],
        ["The maximum weight on every course is 120 kg."],
    ],
    "Extras": [
        ["Extra", "Price", "Notes"],
        ["Photos of your climb, downloaded", "£12", "All the photos our cameras take of your group"],
        ["Helmet camera hire", "£10", "Bring your own memory card"],
        ["Climbing gloves to keep", "£5", "Children's and adults' sizes"],
        ["Locker", "£2", "Coin back when you return the key"],
        ["Picnic area and car park", "Free", "Open 9am to 6pm"],
        [],
        ["Every course includes a harness, a helmet, a safety briefing and a practice on the ground."],
    ],
    "Groups and terms": [
        ["Item", "Details"],
        ["Junior birthday party, 8 or more juniors, Treetop Challenge and hot food", "£36 each junior"],
        [
            "Team building days for companies and staff groups",
            "Priced on request. Ring our events team on 01632 993 521",
        ],
        ["Schools, Scouts and youth groups of 12 or more", "Priced on request. Ring our events team on 01632 993 521"],
        ["Booking", "Book online; courses are paid in full when you book"],
        ["Weather", "We climb in rain; in thunder or high winds we close and move your booking or refund it"],
        ["Cancelling", "Free up to 72 hours before; later than that, no refund, but you may move your booking once"],
        [
            "Oakhanger Treetops, Oakhanger Forest, Bramble Hill Road, Oakhanger KR17 5GW. Open every day from February "
            "to November, 9am to 5pm, and on Fridays in winter for the Night Climb."
        ],
    ],
}

# The induction slides in the order they are shown; what the trainer says beyond them is in "notes"
RAILWAY_DECK = [
    {"title": "Fernhope Valley Railway: welcome, new volunteers", "body": ["Volunteer induction, April 2030"]},
    {
        "title": "Who we are",
        "body": [
            "Seven miles of heritage railway from Fernhope to Castle Aske, with two halts between",
            "Three steam locomotives and two diesels, and 14 restored carriages",
            "About 320 volunteers and five paid staff, run by the Fernhope Valley Railway Trust",
        ],
    },
    {
        "title": "Footplate experiences: prices for 2030",
        "table": [
            ["Experience", "Volunteers", "Members of the Railway Society", "Everyone else"],
            ["Steam taster, one return trip on the footplate", "£95", "£125", "£150"],
            ["Drive a steam locomotive for a day", "£295", "£395", "£450"],
            ["Drive a diesel, half a day", "£140", "£180", "£210"],
            ["Signal box visit, an hour with the signaller", "Free", "£15", "£20"],
        ],
        "body": [
            "Volunteers' prices apply after 12 months of active volunteering",
            "Book through the booking office at Fernhope station",
        ],
    },
    {
        "title": "Working on the railway",
        "body": [
            "Sign on in the volunteers' book at Fernhope station, and sign off when you leave",
            "Hi-vis vest on the platforms and anywhere near the line",
            "Never cross the line except on the barrow crossing, when the station staff say so",
        ],
        "notes": [
            "Parents of our younger volunteers always ask about this, so make it clear. Volunteers under 16 must never "
            "go onto the track or lineside, whatever department they volunteer in and whoever asks them: our insurance "
            "and our safety case both say so. The one exception is the young volunteers' gang on the third Saturday of "
            "the month, who may work lineside on the Castle Aske siding, clearing vegetation, while the siding is closed "
            "and under their own gang leader. At any other time, and anywhere else on the railway, under-16s stay on the "
            "platforms, in the shop, in the buffet or in the carriage shed."
        ],
    },
    {
        "title": "Fire, and if something goes wrong",
        "body": [
            "Steam locomotives throw sparks: lineside fires are most likely in dry summer weather",
            "Beat out small fires with the fire beaters kept at every station and halt",
            "Write up anything that went wrong in the incident book at Fernhope",
        ],
        "notes": [
            "If you see a lineside fire that is more than you can beat out, or smoke coming from the woods beside the "
            "line, ring the signaller in Fernhope signal box on 01632 993 640 first, straight away: only the signaller "
            "can stop the trains. Then ring 999 for the fire brigade. Don't ring the duty manager first: the duty manager "
            "can't stop a train, and the signaller will tell the duty manager."
        ],
    },
    {
        "title": "Who to contact",
        "body": [
            "Duty manager on running days: Harriet Voss, 01632 993 611",
            "Volunteer coordinator: Emeka Adeyemi, volunteers@fernhoperailway.example",
            "General manager: Colin Pargeter, gm@fernhoperailway.example",
            "Fernhope Valley Railway, Station Yard, Fernhope KR18 4RA",
        ],
    },
]

FORGE_EML = """Message-ID: <20300415091833.4471@cinderbeckforge.example>
Date: Mon, 15 Apr 2030 09:18:33 +0100
From: Tom Ashby <tom@cinderbeckforge.example>
To: Priya Nair <priya.nair@mailpost.example>
Subject: Re: Estimate for the gates and railings
In-Reply-To: <Pn7731q@mailpost.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Morning Priya,

Good to see the place on Friday. I've measured between your gate posts and they're 3.6 metres apart, not the 3.2 on
your drawing, so each leaf of the driveway gates has to be longer and heavier, and they'll need the heavy-duty hinges
and a drop bolt. I've had to rework the figure for the pair of driveway gates: it's £1,460 now, where my estimate
said £1,280. Sorry about that; I'd rather tell you now than on the day.

The rest of the estimate stands. If you're happy to go ahead, I can start on the gates next week and fit everything
in the week of 13 May.

All the best,
Tom
Cinderbeck Forge

On Wed, 10 Apr 2030 at 20:41, Priya Nair <priya.nair@mailpost.example> wrote:
> Hi Tom,
>
> Thanks for the estimate, it all looks lovely. Would you be able to pop round and measure up before we say yes? I
> did the drawing with a tape measure and a lot of guesswork. Also, will the railings be painted the same black as the
> gates?
>
> Priya
>
> On Sat, 6 Apr 2030 at 10:05, Tom Ashby <tom@cinderbeckforge.example> wrote:
>> Hi Priya,
>>
>> Thanks for the photos and the drawing. Here's my estimate for Larch Cottage:
>>
>> Pair of driveway gates, mild steel, galvanised and painted black, hung on your posts: £1,280
>> Matching side gate with a thumb latch: £420
>> Railings along the front wall, 6 metres, with spear tops: £780
>> Boot scraper set into the front step, hand-forged: £65
>> House sign, "Larch Cottage" in forged letters on a bracket: £145
>> Delivery and fitting: included
>>
>> Everything is galvanised before it's painted, so it won't rust. No deposit; you pay when it's fitted.
>>
>> All the best,
>> Tom Ashby
>> Cinderbeck Forge, Forge Lane, Cinderbeck KR19 6AH · 07700 900 731
"""

TOLL_PAGES = [
    [
        "Saltmere Estuary Bridge: tolls from 1 April 2030",
        "Tolls are charged for each crossing, in either direction, at every hour of the day.",
        "SaltPass: pay by the tag on your windscreen from a prepaid account.",
        "At the booth: pay by card, phone or cash at the toll plaza on the Saltmere side.",
        "Car or small van up to 3.5 tonnes, SaltPass: GBP 1.20",
        "Car or small van up to 3.5 tonnes, at the booth: GBP 2.00",
        "Car or small van towing a trailer or caravan, SaltPass: GBP 2.40",
        "Car or small van towing a trailer or caravan, at the booth: GBP 4.00",
        "Motorcycle, SaltPass: GBP 0.70",
        "Motorcycle, at the booth: GBP 1.10",
        "Minibus or coach, SaltPass: GBP 6.50",
        "Minibus or coach, at the booth: GBP 9.00",
        "Goods vehicle over 3.5 tonnes, SaltPass: GBP 5.20",
        "Goods vehicle over 3.5 tonnes, at the booth: GBP 7.50",
        "Bicycles and people on foot cross free on the footway.",
    ],
    [
        "Crossing free and SaltPass accounts",
        "Blue Badge holders cross free in a vehicle registered with us: apply online before you travel.",
        "Ambulances, fire engines and police vehicles on duty cross free.",
        "A SaltPass account costs nothing to open; top it up by GBP 10 or more at a time.",
        "A SaltPass tag costs GBP 5, refunded when you close the account and return the tag.",
        "Lost or damaged tags are replaced for GBP 5.",
        "Monthly commuter passes for regular crossings: price on application, call 01632 993 702.",
        "Saltmere Bridge Company, Toll House, Estuary Road, Saltmere KR20 1BX.",
    ],
]

HOME_SUBSIDY_NOTICE_ZH = (
    "汐川市关于发放新建商品住房购房补贴的通知。为支持居民合理住房需求，促进房地产市场平稳健康发展，经市人民政府同意，"
    "现将新建商品住房购房补贴的发放事项通知如下。一、补贴对象：2030年1月1日至2030年12月31日期间，在本市"
    "城区购买新建商品住房并完成商品房买卖合同网签备案的家庭，购买的住房是家庭在本市的第一套住房的，可以申领购房补贴。"
    "家庭成员包括购房人本人、配偶和未成年子女。购买二手住房、商业用房、办公用房和车位的，不在补贴范围。二、补贴标准："
    "按购买住房的建筑面积确定，每套住房只能享受一次补贴。建筑面积90平方米以下（含90平方米）的，每套补贴2万元；建"
    "筑面积90平方米以上、144平方米以下（含144平方米）的，每套补贴3万元；建筑面积144平方米以上的，每套补贴"
    "1.5万元。购房家庭有两个未成年子女的，在上述标准基础上每套另加1万元；有三个及以上未成年子女的，每套另加2万元"
    "。三、申请时间：购房人应当在网签备案之日起6个月内提出申请，逾期不予受理。四、申请办理：购房人通过“汐川住房”A"
    "pp提交申请，须提供身份证、户口簿、结婚证、商品房买卖合同、购房发票和契税完税证明；由市住房和城乡建设局会同不动"
    "产登记中心核查家庭住房情况。五、发放方式：审核通过的，补贴在20个工作日内一次性打入购房人本人的银行卡。六、其他"
    "：购房人取得补贴以后2年内转让该住房的，须退回已领取的补贴；弄虚作假骗取补贴的，追回补贴，并记入个人信用记录。咨"
    "询电话：0739-2311 4870（工作日8:30至17:30）。汐川市住房和城乡建设局　汐川市财政局　203"
    "0年1月20日。调整说明（2030年6月25日）：根据上半年政策执行情况，经市人民政府研究，本通知第二条中建筑面"
    "积90平方米以下（含90平方米）住房的补贴，自2030年7月1日起调整为每套2.5万元，其他面积段和多子女家庭的"
    "补贴标准不作调整；2030年7月1日以前已经网签备案的，仍按每套2万元发放。"
)

TEAHOUSE_PRICES_ZH = """茶品,大厅（每壶）,包间（每壶）,说明
西湖龙井（明前）,88元,128元,绿茶，每壶可续水三次
碧螺春,68元,98元,绿茶
黄山毛峰,58元,88元,绿茶
安吉白茶,68元,98元,绿茶工艺，名为白茶
白牡丹,78元,108元,福鼎白茶，三年陈
老寿眉,58元,88元,福鼎白茶，五年陈，可煮饮
安溪铁观音,68元,98元,乌龙茶，清香型
武夷大红袍,98元,138元,乌龙茶，岩茶
凤凰单丛（蜜兰香）,88元,128元,乌龙茶
普洱熟茶,68元,98元,七年陈
普洱生茶,88元,128元,冰岛古树
祁门红茶,58元,88元,红茶
正山小种,68元,98元,红茶
茉莉花茶,38元,58元,花茶
茶点拼盘（六样）,48元,58元,每份
果盘,38元,48元,每份
说明,包间按小时另收包间费：四人小包间每小时30元，八人大包间每小时50元，每间最少收两小时。,,
说明,营业时间：每天10:00至24:00；地址：汐川市老城区青石巷18号；电话：0739-2356 0618。,,
说明,每壶茶供2至4人，5人以上加一壶。本店只供应茶水、茶点和果盘，不供应正餐，不能自带茶叶。,,
"""

PIANO_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
PIANO_RULES = [
    ("雅音钢琴培训中心收费标准和学员须知", "Title"),
    ("（2030年春季学期起执行）", None),
    ("第一章　课程和收费", "Heading1"),
    (
        "第一条　本中心开设一对一钢琴课和小组乐理课。一对一钢琴课按学员的程度分班，由教务老师在试听课以后确定；"
        "准备参加钢琴考级的学员，按正在准备的级别确定课程。试听课一次30分钟，免费，每名学员限一次。",
        None,
    ),
    ("第二条　各类课程的课时和学费标准如下：", None),
    None,  # the table of lessons and fees
    (
        "第三条　学费按学期预交，每学期16节课，春季学期为3月至6月，秋季学期为9月至12月；暑假和寒假另开短期班。"
        "一次交满两个学期的，学费按九五折收取。学期开始以后插班的，按剩余节数收费。",
        None,
    ),
    (
        "第四条　学期开始后两周内退学的，退还未上课节数的学费，并扣除100元手续费；两周以后退学的，学费不予退还，"
        "但可以转给另一名学员使用一次。",
        None,
    ),
    ("第二章　上课和请假", "Heading1"),
    (
        "第五条　学员须按约定时间上课，迟到的不补足时间。家长可以在家长休息区等候，4岁至6岁的学员，家长可以进教室"
        "陪同上课。",
        None,
    ),
    (
        "第六条　学员请假须在上课前24小时通过“雅音学堂”小程序或者电话告知任课老师，可以在本学期内补课，每学期最多"
        "补课两次；未提前24小时请假或者无故缺课的，按正常上课扣除课时。因病请假的，凭医院的病历可以不受24小时的"
        "限制。",
        None,
    ),
    ("第七条　任课老师请假的，由中心安排代课老师或者另约时间补课，不扣除课时。", None),
    ("第三章　琴房和考级", "Heading1"),
    (
        "第八条　琴房每天9:00至21:00开放，练琴须提前在小程序上预约，每次最多预约两小时。爱护钢琴，琴房内不得饮食。",
        None,
    ),
    (
        "第九条　本中心每年组织学员参加两次钢琴考级，考级报名费按考级机构的标准代收，本中心不另外收费。",
        None,
    ),
    (
        "第十条　本须知由雅音钢琴培训中心教务处负责解释。地址：汐川市新城区文华路66号三楼；电话：0739-2377 5120。",
        None,
    ),
]
PIANO_TABLE = [
    ["课程", "每节时长", "每节学费", "说明"],
    ["启蒙课", "30分钟", "150元", "4岁至6岁，未学过钢琴"],
    ["初级课", "45分钟", "200元", "考级1级至4级"],
    ["中级课", "45分钟", "260元", "考级5级至8级"],
    ["高级课", "60分钟", "350元", "考级9级至10级"],
    ["成人兴趣课", "45分钟", "220元", "18岁以上，不考级"],
    ["考前冲刺课", "60分钟", "400元", "考级前一个月内，每名学员最多4节"],
    ["小组乐理课", "60分钟", "80元", "每人每节，4至6人一组"],
    ["琴房练琴（本中心学员）", "每小时", "30元", ""],
    ["琴房练琴（非本中心学员）", "每小时", "50元", ""],
]

CONFINEMENT_BODY = (
    "<office:text>"
    + of.odf_h("馨月月子中心套餐价格和入住须知", 1)
    + of.odf_p(
        "馨月月子中心位于汐川市滨江新区望江路120号馨月大厦6至9层，距汐川市妇幼保健院约1公里，24小时有护士值班。"
        "预约参观和咨询电话0739-2399 2618。以下价格自2030年3月1日起执行，含住宿、一日六餐月子餐、产妇护理、新生儿"
        "护理和每周两次儿科医生查房。"
    )
    + of.odf_h("一、套餐价格", 2)
    + of.odf_p("以下价格单位为元：")
    + of.odf_table(
        [
            ["套餐", "28天", "42天", "说明"],
            ["标准间", "38800", "56800", "约25平方米，一张1.5米床"],
            ["豪华间", "48800", "69800", "约35平方米，带阳台，可住一名家属"],
            ["行政套房", "68800", "98800", "约60平方米，带客厅，可住一名家属"],
            ["双胞胎护理加收", "8800", "12800", "每套餐加收，双胞胎配两名护理员"],
            ["家属陪住餐", "3360", "5040", "每天120元，一日三餐"],
            ["提前入住或者延住", "每天1600", "每天1600", "按所住房型，豪华间和行政套房另加每天400元"],
        ]
    )
    + of.odf_list(
        [
            "预订时交定金10000元，入住当天交清余款；预产期前30天以上取消的，定金全额退还，不足30天的，定金不退。",
            "入住天数从入住当天的中午12点起计算；因产妇或者宝宝住院而中途离开的，住院期间的天数可以顺延，不另收费。",
        ]
    )
    + of.odf_h("二、入住须知", 2)
    + of.odf_list(
        [
            "入住时请带产妇和宝宝的出院小结、疫苗接种记录和产妇的身份证，护士会为母婴建立健康档案。",
            "为了母婴健康，访客每天只能在14:00至17:00探视，须在前台登记、测体温、换鞋套，每次不超过两人，"
            "只能在会客区见面，不能进入护理区和母婴房间。",
            "12岁以下的儿童不能进入会客区以外的地方。唯一的例外是宝宝的哥哥姐姐，年满3岁的，由一名家属陪同，"
            "可以进入自己家的母婴房间，每天一次，每次不超过1小时；护理区和婴儿游泳室仍然不能进入。",
            "患感冒、发烧、腹泻的家属和访客不能探视。房间内不能吸烟，不能使用明火和大功率电器。",
            "贵重物品请自行保管，或者存放在前台的保险柜。",
        ]
    )
    + "</office:text>"
)

WOODWORK_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　木料和工具",
        "<h1>第二章　木料和工具</h1>"
        "<p>家里做木工，最常用的是松木、杉木这样的软木，便宜、轻，锯和钉都省力；橡木、胡桃木、水曲柳这样的硬木"
        "结实好看，但价格高，加工也费力，等手熟了再用。买木料时要挑纹理直、没有死节和裂缝的板子，含水率最好在12%"
        "以下，太湿的木料做好以后会开裂变形。</p>"
        "<h2>一、刚开始要买哪些工具</h2>"
        "<p>一把夹背锯、一把刨子、一套凿子、两个F形夹、一把直角尺、一把卷尺、一支木工铅笔，再加一把充电式电钻，"
        "就能做大多数小家具了。电钻买12伏的就够用，带离合的更好，拧螺丝时不容易拧滑。</p>"
        "<h2>二、安全</h2>"
        "<p>用电动工具时要戴护目镜，长头发要扎起来，不要戴手套操作电钻，锯和凿子的刃口永远朝外。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　钉子、螺丝和胶",
        "<h1>第四章　钉子、螺丝和胶</h1>"
        "<p>木螺丝比钉子结实，还可以拆下来，是做小家具最常用的连接方法。</p>"
        "<h2>一、先打引孔</h2>"
        "<p>木螺丝直接拧进去，木板容易开裂，所以要先用电钻打引孔。在松木、杉木等软木上，引孔的钻头比螺丝细一些："
        "直径3毫米的螺丝用2毫米的钻头；直径3.5毫米的螺丝用2.5毫米的钻头；直径4毫米的螺丝用3毫米的钻头；"
        "直径5毫米的螺丝用3.5毫米的钻头。在硬木上，钻头要再粗0.5毫米，否则螺丝拧不进去，甚至会拧断。"
        "引孔的深度和螺丝的长度差不多就行。</p>"
        "<h2>二、螺丝要多长</h2>"
        "<p>螺丝的长度大约是上面那块木板厚度的两倍半：把18毫米厚的板子固定到另一块板子上，用40到45毫米长的螺丝。</p>"
        "<h2>三、木工胶</h2>"
        "<p>白乳胶适合室内的家具，涂胶以后用夹子夹紧，至少夹一个小时，24小时以后才能受力；放在室外的东西要用防水的"
        "木工胶。</p>",
    ),
]


def _pest_terms() -> bytes:
    """The pest controller's prices and terms: its paragraphs, the None among them the table of treatments, and
    footnotes."""
    body = "".join(of.w_table(PEST_TABLE) if p is None else of.w_p(*p) for p in PEST_PARAGRAPHS)
    return of.steady(of.docx(body, PEST_STYLES, footnotes=PEST_FOOTNOTES))


FRESH28_DOCS: dict[str, str | bytes] = {
    "skerrymouth-sub-aqua-club/members-handbook-2030.md": DIVING_HANDBOOK,
    "ambervale-balloons/flights-and-prices.html": BALLOON_PAGE,
    "greyling-pest-control/home-treatments-prices-and-terms-2030.docx": _pest_terms(),
    "oakhanger-treetops/prices-2030.xlsx": of.steady(of.xlsx(TREETOPS_PRICES)),
    "fernhope-valley-railway/new-volunteer-induction-2030.pptx": of.steady(of.pptx(RAILWAY_DECK)),
    "cinderbeck-forge/re-estimate-for-gates-and-railings.eml": FORGE_EML,
    "saltmere-toll-bridge/tolls-2030.pdf": make_pdf(TOLL_PAGES),
    "汐川市关于发放新建商品住房购房补贴的通知.txt": HOME_SUBSIDY_NOTICE_ZH,
    "清韵茶馆价目表.csv": TEAHOUSE_PRICES_ZH,
    "雅音钢琴培训中心收费标准和学员须知.docx": of.w_document(PIANO_RULES, [PIANO_TABLE], PIANO_STYLES),
    "馨月月子中心套餐价格和入住须知.odt": of.steady(
        of.odf("application/vnd.oasis.opendocument.text", CONFINEMENT_BODY)
    ),
    "家庭木工入门.epub": of.steady(of.epub(WOODWORK_BOOK_ZH, title="家庭木工入门")),
}
