"""The documents of the answer evaluation's `fresh24` set (questions in tests/docs/answer_fresh24.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on it. Festivals, caravan
storage yards, tutoring agencies, escape rooms, archery clubs, florists, boat trip operators, cities, locksmiths,
companies, karting tracks, books and people are made up.

- A folk festival's tickets, terms and festival guide in Markdown, a long document (about 3,500 words): a table of
  fourteen tickets and passes with the early bird and the standard price side by side (adults, teens and children,
  with and without camping, day tickets by day), getting there, parking, camping fields, no fires or cooking with one
  exception for small gas stoves in the Family Camping field and the Campervan Field, children and teens, the arena,
  and, deep inside, the ticket terms: resale, changing the name on a ticket, upgrades and lost wristbands in
  look-alike fees (`hollowmere-festival/tickets-terms-and-festival-guide-2028.md`).
- A caravan and motorhome storage yard's prices page in HTML: a table of caravans, motorhomes, trailer tents and boats
  by length, with a month and a year in the open compound and a year in the covered barn side by side, twin-axle
  caravans counted with the longest caravans whatever their length, and motorhomes over 8.5 m priced only on request
  (`tithe-barn-caravan-storage/storage-prices.html`).
- A tutoring agency's terms and fees for parents (.docx, built in code, with footnotes): a table of nine levels with
  the hourly fee online and at home side by side, lessons cancelled within 24 hours charged in full with one exception
  for exams and school trips the school arranged or moved at short notice, and the travel charge for home lessons far
  from the office only in a footnote (`brightwell-tutors/terms-and-fees-for-parents-2028-29.docx`).
- An escape room venue's prices (.xlsx, built in code, three sheets): the price of a game by the number of players at
  off-peak and peak times side by side, the rooms with their sizes, difficulty and minimum ages, and extras
  (`lockjaw-escape-rooms/prices-2028.xlsx`).
- An archery club's welcome deck for its beginners' courses (.pptx, built in code): a table of courses with adults'
  and juniors' fees and membership after the course, no children under 12 with one exception for children of 10 or 11
  on the course with a parent, in the speaker notes, and whom to tell about a left-handed bow, in the speaker notes
  (`yewdale-archers/beginners-course-welcome-2028.pptx`).
- A florist's e-mail (.eml) to a bride whose reply on top raises the price of the bridal bouquet, over the bride's
  question and the original quote quoted below it, which alone holds the buttonholes and the other flowers
  (`marigold-and-moss-flowers/re-wedding-flowers-quote.eml`).
- A boat trip operator's timetable and fares as a PDF: three trips with adult, child and family fares in look-alike
  lines, no family tickets on the longest trip, and private charters priced only on request
  (`skerrow-sound-boat-trips/timetable-and-fares-2028.pdf`).
- A Chinese city's notice on its bus and metro cards for older people (老年人优待乘车卡办理通知) as one long line: who
  can apply, a half-price card and a free card by age, the card fees, where and when to apply, and a supplement at the
  end that lowers the fee for the half-price card (`澧川市老年人优待乘车卡办理通知.txt`).
- A Chinese locksmith's price list (.csv): fifteen rows of opening doors, cars and cabinets and changing lock cylinders
  with the daytime and the night price side by side, look-alike rows for grades of lock cylinder, and safes priced
  only on site (`安心开锁换锁服务价目表.csv`).
- A Chinese company's rules on staff recuperation trips (职工疗休养管理办法, .docx built in code) in numbered articles
  (第X条): how often staff and model workers may go, and a table of routes with their length and the most paid for
  each person (`恒拓机械公司职工疗休养管理办法.docx`).
- A Chinese karting track's rules and prices (.odt, built in code): a table of sessions by kind of kart and length
  with weekday and weekend prices side by side, and no children under 1.1 metres with one exception for children of
  4 and over as passengers in a two-seat kart driven by a parent (`飞驰卡丁车俱乐部场地须知和价格.odt`).
- Two chapters of a Chinese book for beginners at birdwatching as an e-book (.epub built in code): choosing
  binoculars by magnification, and where and when to watch birds (`观鸟入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

FESTIVAL_GUIDE = """# Hollowmere Folk and Roots Festival 2028: tickets, terms and festival guide

Hollowmere Folk and Roots Festival, Hollowmere Farm, Brackenford, Westshire BF7 3LN. Friday 21 to Sunday 23 July
2028. Box office: tickets@hollowmerefestival.example, or 01632 989 140 on weekdays from 10am to 4pm. Everything you
need to know before you come is in this guide: please read it, and especially the ticket terms near the end, before
you buy.

## 1. About the festival

Hollowmere began in 2009 as a ceilidh in a barn for two hundred people, to raise money for the village school's new
roof. It now welcomes about eight thousand people each July to three stages in the meadows below Hollowmere Farm, with
folk, roots, bluegrass and world music, a dance tent, a storytelling yurt, workshops for every age and a small
children's area that has grown into a field of its own. We are still run by a charitable trust, most of the people
who work on the site are volunteers, and every penny of profit goes to music education and to the village.

The festival is held on a working farm. The fields are grazed for the rest of the year, the ground slopes in places,
and the weather in the valley changes quickly. Come prepared for sun and for rain, wear shoes you can walk in, and be
kind to the land: we want to leave it as we found it.

## 2. Tickets and prices

Tickets are sold only through our own box office and the official ticket exchange in section 18. Tickets bought
anywhere else may be fake and will not be accepted at the gate. Early bird tickets are sold until 31 January 2028, or
until they run out if that is sooner; from 1 February every ticket is sold at the standard price. Ages are on the
first day of the festival.

| Ticket | Early bird price (until 31 January 2028) | Standard price (from 1 February 2028) |
|---|---|---|
| Adult weekend ticket with camping, 18 and over | £165 | £189 |
| Adult weekend ticket without camping | £139 | £159 |
| Teen weekend ticket with camping, 13 to 17 | £85 | £99 |
| Teen weekend ticket without camping | £69 | £79 |
| Child weekend ticket, 5 to 12, camping included | £25 | £30 |
| Under 5, weekend or day | Free | Free |
| Adult Friday day ticket | £55 | £62 |
| Adult Saturday day ticket | £69 | £78 |
| Adult Sunday day ticket | £59 | £68 |
| Teen day ticket, any day | £30 | £35 |
| Child day ticket, any day | £10 | £14 |
| Campervan pass, one vehicle, for holders of weekend tickets | £60 | £75 |
| Car parking pass for the weekend | £15 | £20 |
| Family Camping field pass, one tent | £10 | £15 |

Every person on site, whatever their age, needs a ticket and a wristband, including children under 5, whose tickets
are free but must still be booked so that we know how many people are in each field. The Campervan pass and the car
parking pass are for the vehicle, not for the people in it: everyone in a campervan needs a weekend ticket as well.

We offer a limited number of concession weekend tickets at half the standard price to people who receive Universal
Credit, Pension Credit or a disability benefit. Ask the box office for a form; we will ask to see a letter that shows
your benefit.

## 3. Buying tickets and your wristband

You can buy up to eight tickets in one order, and every ticket must carry the name of the person who will use it. We
send your tickets by email as a barcode. Bring the barcode on your phone or printed, and bring photo identification:
at the box office gate we check the name on the ticket against the identification and exchange the ticket for a cloth
wristband. Adults under 25 may be asked to prove their age at the bars, so keep your identification with you.

Your wristband must stay on your wrist from the moment you arrive until you leave the festival for the last time. Do
not take it off, loosen it or cut it: a wristband that has been tampered with is not valid, and you will be asked to
leave. Teens and children are given a coloured wristband, with space on the back for a parent's telephone number.

Payment plans are available on adult weekend tickets bought before 30 April: you pay a deposit of £40 a ticket and the
rest in up to three monthly payments. If a payment is missed, we write to you, and if it is still not paid fourteen
days later the order is cancelled and the payments made so far are refunded less the deposit.

## 4. Getting to the festival

Hollowmere Farm is two miles from Brackenford, off the B4721. The nearest railway station is Brackenford, on the line
between Westbury Cross and Kelsham. On Friday, Saturday and Sunday our shuttle buses run between the station forecourt
and the festival's main gate every twenty minutes from 9am to 11pm; the return fare is £4, or £2 for teens and
children, paid on the bus by card. On Monday morning the buses run from 8am until midday.

If you come by bike, there are racks with space for three hundred bikes by the main gate, watched by stewards day and
night. Walkers can follow the footpath from Brackenford along the river, which is signed with our orange arrows; it is
about forty minutes' walk and is not lit at night.

We encourage everyone to share cars, to come by train and to walk. The lane to the farm is narrow, and on Friday
afternoon it is busy, so please allow extra time and follow the stewards' directions rather than your satellite
navigation, which will send you down a farm track that is closed for the weekend.

## 5. Parking

Parking is in the car park field by the main gate, which opens on Friday at 8am and closes on Monday at 1pm. Every car
needs a car parking pass, which must be bought before the festival: we cannot sell them at the gate, because the
field is small and we need to know how many cars are coming. Cars without a pass are turned away and asked to park in
Brackenford and take the shuttle bus.

Drop-off and pick-up for passengers is in the lay-by beside the main gate, for up to fifteen minutes. Blue Badge
holders can park in the accessible car park next to the box office, free of charge, if they book a space when they
buy their tickets; please bring your Blue Badge and show it at the gate.

## 6. Camping

Weekend tickets with camping allow you to camp from Friday at 9am until Monday at midday. There are four camping
fields. The General Camping field, below the main stage, is the largest and the liveliest. The Quiet Camping field,
across the stream, is for those who want to sleep: music and noise must end there at 11pm. The Family Camping field,
next to the children's area, is for families with children under 13, with toilets and showers of its own, and it
needs a Family Camping field pass for each tent. The Campervan Field, beside the top lane, is for holders of a
Campervan pass.

Pitches are not marked and are taken in the order people arrive; please leave room between tents for fire lanes,
which are marked with posts and tape and must be kept clear at all times. Gazebos are welcome in the camping fields
but not in the arena, and no tent, gazebo or shelter may be bigger than six metres by six metres.

Toilets are cleaned and emptied three times a day. The showers in the General Camping field and the Family Camping
field are free and open from 7am to 11am and from 4pm to 8pm. Drinking water taps are marked on the site map; please
bring a bottle and fill it, rather than buying water.

Please take your tent home with you. Tents left behind end up in landfill; if you do not want yours, leave it, clean
and complete, at the tent rescue point by the main gate, and a local charity will give it to someone who needs it.

## 7. Campervans and caravans

The Campervan Field has room for one hundred and twenty vehicles up to eight metres long. Caravans and trailer tents
are allowed if they are towed in and parked by the same vehicle, which needs the Campervan pass. Each pitch is about
eight metres by eight metres: your vehicle, an awning and a small tent for children must all fit within it. There is
no electric hook-up, but there is a fresh water point and a place to empty chemical toilets at the top of the field.

Vehicles can arrive from Friday at 9am until Saturday at 6pm, and they must stay on their pitch until Monday at 8am
unless there is an emergency, because vehicles cannot move through the crowds in the lanes while the festival is on.
Generators are allowed in the Campervan Field only between 8am and 10pm, and only quiet inverter generators.

## 8. Fires, barbecues and cooking

Open fires, campfires, fire pits, charcoal barbecues and disposable barbecues are banned everywhere on the site,
because the meadows are dry in July and the fire service must be able to reach every tent. In the General Camping
field and the Quiet Camping field you may not use gas stoves or any other cooking equipment either. The one exception
is the Family Camping field and the Campervan Field, where you may use a small gas camping stove with a cartridge or a
bottle of up to 2 kg, on a stand or a table off the grass, outside your tent, and never left alight when nobody is
with it. Our fire stewards walk the fields every evening and will take away anything that is not allowed.

There are stalls selling breakfast from 7am in every camping field, and hot water for tea is free at the water points
in the Family Camping field.

## 9. Children and teens

Hollowmere is a family festival, and children have their own area, with a programme of music, circus skills, crafts,
den building and storytelling every day from 10am to 6pm. Children under 13 must be with a parent or a guardian aged
18 or over at all times, and they must camp with them.

Teens aged 13 to 17 can come with a parent or guardian or with another adult aged 18 or over who has the written
permission of the teen's parent or guardian; one adult may look after up to four teens. Teens cannot buy tickets for
themselves, must camp in the same field as the adult who is responsible for them, and must be back in that field by
midnight. Teens cannot come on their own.

When you arrive with children, go to the Family Welcome tent by the main gate, where we write your mobile number on
your children's wristbands and give you a map with the meeting point marked on it. If you lose a child, or find one,
tell any steward or go straight to the Family Welcome tent, which is staffed day and night.

## 10. Accessibility

We want everyone to be able to enjoy the festival. The accessible camping area, next to the accessible car park, has
flat pitches, accessible toilets and showers, a charging point for wheelchairs and mobility scooters, and a fridge for
medicines. Viewing platforms at the main stage and the Orchard Stage are reserved for people who need them and one
companion.

If you need a personal assistant to come with you, the assistant can have a free ticket: send us a copy of a letter
showing that you receive a disability benefit, or a letter from your doctor, before 30 June. We can lend a limited
number of wheelchairs and all-terrain wheelchairs during the festival; book them in advance through our access team at
access@hollowmerefestival.example.

British Sign Language interpreters are booked for the main stage on Saturday and Sunday afternoons and for the
storytelling yurt on Sunday. Tell the access team if you would like an interpreter at a particular show.

## 11. The arena

The arena, with the three stages, the dance tent, the food stalls and the bars, opens each day at 11am and closes at
midnight on Friday and Saturday and at 11pm on Sunday. Music on the main stage ends at 11pm each night.

You may bring into the arena a small bag, a folding chair with a low back, a blanket and your own food and soft
drinks in plastic or cans. Glass bottles and jars are not allowed anywhere on the site, and nor is alcohol in the
arena except drinks bought at our bars. In the camping fields you may bring your own alcohol, for your own use, up to
eighteen cans of beer or cider or one bottle of wine in a plastic bottle or carton for each adult.

Flags and banners on poles are welcome in the camping fields but not in front of the stages, where they block the
view of the people behind. Please do not bring large umbrellas into the arena, for the same reason.

Our bars sell beer and cider brewed within thirty miles of the farm, wine, soft drinks and tea. We use reusable cups:
the first drink you buy comes in a cup that costs a deposit of £3, which you get back when you return the cup to any
bar. We take cards only at the bars and at most stalls.

## 12. Food and stalls

About thirty food stalls sell everything from breakfast rolls to curries, pizzas from wood-fired ovens, vegan food,
ice cream and coffee. Every stall has at least one dish for less than £8 and at least one vegetarian dish, and every
stall labels the allergens in its food. The stalls open from 8am to midnight, later in the camping fields on Saturday
night.

The craft market near the Orchard Stage sells instruments, clothes, jewellery and gifts from local makers. If you play
an instrument, the music shop in the market will restring and repair it during the festival.

## 13. Workshops and sessions

Every day there are workshops in singing, dance, the fiddle, the banjo, the ukulele, the tin whistle and song-writing,
for beginners and for people who already play. They are free with your ticket, but places are limited, so sign up at
the workshop tent from 9am on the day; you can sign up for two workshops a day.

In the evenings there are open sessions in the bar tent, where anyone can join in with a tune or a song. Bring your
instrument; the sessions are led by our musicians, and nobody is turned away for being a beginner.

## 14. Health, safety and welfare

The medical centre, behind the main stage, is staffed by doctors, nurses and paramedics from Friday at 9am until
Monday at midday. The welfare tent, next to it, is a quiet place to rest, to charge your phone and to talk to someone
if you are upset or unwell. If you take medicines that must be kept cold, the medical centre will keep them in its
fridge for you.

Drink water, wear a hat, use sun cream and take breaks from the sun. If you see someone who needs help, tell a
steward. Stewards wear orange tabards and carry radios, and they can call the medical team to anywhere on the site.

We do not allow drugs, legal highs, nitrous oxide, knives, fireworks, sky lanterns or drones on the site. Sniffer dogs
and searches are used at the gates. Anyone found with drugs will be handed to the police and will lose their
wristband.

## 15. Lost property and valuables

Lost property is taken to the information tent by the main gate. After the festival, anything that has not been
collected is kept for four weeks; email lostproperty@hollowmerefestival.example with a description of what you have
lost, and we will post it to you for the cost of the postage. We cannot keep food, clothes that are wet or dirty, or
tents.

Lockers with charging points for phones can be hired at the information tent for £18 for the weekend, but numbers are
limited. Do not leave valuables in your tent.

## 16. Looking after the land

We ask everyone to leave no trace. Bags for rubbish and for recycling are given out at the gate, and every camping
field has recycling points with separate bins for cans, plastic, paper and food. We do not sell drinks in single-use
plastic, and our stalls serve food on plates that can be composted.

Please use the toilets rather than the hedges, the stream or the woods, which are home to otters and to rare plants.
Pets are not allowed on the site, because of the farm's sheep and cattle, and we cannot look after animals left in
cars.

## 17. Volunteering

About six hundred volunteers work at Hollowmere each year, as stewards, in the bars, on the gates, in the children's
area and in the recycling team. Volunteers work three shifts of six hours during the weekend and get a free weekend
ticket with camping, a meal for each shift and a place in the volunteers' campsite, which has hot showers. Applications
open on 1 February and close on 31 May; apply on our website.

## 18. Ticket terms and conditions

These terms are the contract between you and the Hollowmere Festival Trust. By buying a ticket you agree to them and
to the site rules in this guide.

Tickets are not refundable, except where we cancel the festival (see section 19). If you cannot come, you can sell
your ticket through the official ticket exchange on our website, which opens on 1 March and closes on 30 June: the
buyer pays the price you paid and we pay you that price less an administration fee of 10%. Tickets sold anywhere else,
or for more than their face value, will be cancelled without a refund.

If you cannot come and someone else will use your ticket, you can change the name on it instead. Changing the name on
a ticket costs £12 a ticket and can be done in your online account up to 30 June 2028; after that names cannot be
changed. The new name must be that of a person in the same age group as the ticket, so that an adult ticket cannot be
used by a teen, and a teen who turns 18 before the festival needs an adult ticket.

You can upgrade a day ticket to a weekend ticket, or a ticket without camping to a ticket with camping, up to the
start of the festival, by paying the difference between the standard prices plus a fee of £5 a ticket. Tickets cannot
be changed from one day to another.

A wristband that is lost, damaged or cut off can be replaced once, at the information tent, for £25, if you bring
your photo identification and the email with your ticket. A second replacement is not possible.

We may refuse entry to, or remove from the site, anyone who breaks these terms or the site rules, who is aggressive
or threatening to other people, our staff or our volunteers, or who is too drunk to look after themselves; they will
not get a refund.

We may change the line-up, the times of performances or the layout of the site. We will announce changes on our
website and on the screens by the stages, but a change in the line-up is not a reason for a refund.

## 19. If we cancel or postpone

If the festival is cancelled before it begins, for whatever reason, we refund the face value of every ticket and pass,
together with the booking fee, within 30 days. If it is postponed, your tickets will be valid for the new dates, and
if you cannot come on them you can ask for a refund within 14 days of our announcement.

If we have to stop the festival once it has begun, because of severe weather or on the advice of the police or the
council, we will do what we can to keep everyone safe, but we cannot give refunds. We recommend that you take out
insurance that covers the cost of your ticket and your travel.

## 20. Contact us

Box office and tickets: tickets@hollowmerefestival.example, 01632 989 140, on weekdays from 10am to 4pm. Access team:
access@hollowmerefestival.example. During the festival, the information tent by the main gate is open day and night.
We look forward to seeing you in the meadows in July.
"""

CARAVAN_STORAGE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Storage prices | Tithe Barn Caravan Storage, Stonebridge Marsh</title>
</head>
<body>
<header><a href="/">Tithe Barn Caravan Storage</a> &middot; <a href="/security">Security</a> &middot; Prices</header>
<main>
<h1>Storage prices</h1>
<p>Tithe Barn Caravan Storage is a family-run storage yard on our farm at Stonebridge Marsh, five minutes from the
A39, with room for two hundred caravans, motorhomes, trailers and boats. We have a hardstanding open compound and a
covered barn, which keeps your vehicle out of the sun, the rain and the worst of the winter. Prices below apply from
1 April 2028 and include VAT.</p>

<h2>Prices by vehicle</h2>
<table>
<thead><tr><th>Your vehicle</th><th>Open compound, a month</th><th>Open compound, a year</th><th>Covered barn, a
year</th></tr></thead>
<tbody>
<tr><td>Caravan up to 6 m</td><td>&pound;38</td><td>&pound;395</td><td>&pound;620</td></tr>
<tr><td>Caravan 6 m to 7.5 m, single axle</td><td>&pound;44</td><td>&pound;460</td><td>&pound;720</td></tr>
<tr><td>Caravan over 7.5 m, or any twin-axle caravan</td><td>&pound;50</td><td>&pound;520</td><td>&pound;810</td></tr>
<tr><td>Motorhome or campervan up to 7 m</td><td>&pound;52</td><td>&pound;545</td><td>&pound;850</td></tr>
<tr><td>Motorhome 7 m to 8.5 m</td><td>&pound;60</td><td>&pound;630</td><td>&pound;960</td></tr>
<tr><td>Motorhome over 8.5 m</td><td colspan="3">Price on request: we have a few longer bays in the compound and
in the barn</td></tr>
<tr><td>Trailer tent or folding camper</td><td>&pound;20</td><td>&pound;210</td><td>&pound;330</td></tr>
<tr><td>Boat on a road trailer, up to 6 m</td><td>&pound;35</td><td>&pound;360</td><td>Not available</td></tr>
</tbody>
</table>
<p>Lengths are measured from the tip of the A-frame or the front bumper to the back of the vehicle, bike racks
included. A year's storage paid in advance saves about two months against paying monthly. Monthly storage is paid by
standing order, with one month's notice to leave.</p>

<h2>Extras</h2>
<ul>
<li>24-hour access with your own gate fob: &pound;5 a month on top of the storage price. Otherwise the yard is open
from 7am to 8pm every day, and until 9pm from May to August.</li>
<li>Battery charging while your vehicle is stored: &pound;3 a month, for caravans and motorhomes in the barn only.</li>
<li>Moving your caravan to and from its bay with our tractor, if you do not want to tow it in yourself: &pound;10 each
way.</li>
<li>A wash and polish of the outside before you collect it: from &pound;45, booked a week ahead.</li>
</ul>

<h2>Security and insurance</h2>
<p>The yard is fenced, lit and watched by CCTV, and we live on the farm. We are a CaSSOA Gold site, which most
insurers recognise with a discount on your premium. Every caravan must have a wheel clamp or a hitch lock fitted while
it is stored, and every vehicle must be insured by its owner: our own insurance does not cover the vehicles in the
yard or what is inside them.</p>
<p>Please do not store gas bottles, fuel cans or anything that could catch fire inside the barn. Gas bottles can be
left in the locked cage by the gate, free of charge.</p>

<h2>Booking a bay</h2>
<p>Ring Sue or Martin Hallett on 01632 990 214, or email bays@tithebarnstorage.example, with the make, model and
length of your vehicle. We will show you the yard before you book, and we ask for the first month or the year's price
when you bring the vehicle in.</p>
</main>
</body>
</html>
"""

TUTORS_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
TUTORS_PARAGRAPHS = [
    ("Brightwell Tutors: terms and fees for parents, 2028-29", "Title"),
    (
        "Brightwell Tutors, 42 Chapel Street, Crossley CR5 1HW. Telephone 01632 988 204, email "
        "office@brightwelltutors.example. These terms apply to lessons from 1 September 2028.",
        None,
    ),
    ("How lessons work", "Heading1"),
    (
        "Every pupil starts with a free assessment lesson of 30 minutes, in which the tutor finds out what the pupil "
        "knows and what they need, and after which we send you a short written plan. Lessons then last an hour and "
        "take place every week at the same time in term time, online in our own virtual classroom or at your home.",
        None,
    ),
    ("Fees", "Heading1"),
    ("Fees are for a lesson of one hour. Online and home lessons are priced side by side.", None),
    None,  # the table of fees
    (
        "Two children from the same family taught together in one lesson pay the fee for one child plus half. Books, "
        "worksheets and past papers are included in the fee.",
        None,
    ),
    ("Paying", "Heading1"),
    (
        "We send an invoice at the start of each half term for the lessons booked in it, to be paid within 14 days by "
        "bank transfer. Lessons that are not paid for by the end of the half term are paused until the invoice is "
        "paid.",
        None,
    ),
    ("Cancelling or moving a lesson", "Heading1"),
    (
        "You can cancel or move a lesson free of charge if you tell us at least 24 hours before it starts, by email or "
        "through the parents' portal.",
        None,
    ),
    (
        "Lessons cancelled with less than 24 hours' notice are charged in full, whatever the reason, because the tutor "
        "has kept the time for your child and cannot fill it at short notice. The one exception is a lesson that "
        "clashes with an exam, a mock exam or a school trip that the school arranged or moved at less than a week's "
        "notice: send us the school's letter or email and we will move the lesson free of charge.",
        None,
    ),
    (
        "If a tutor has to cancel a lesson, we offer another time in the same week, or we do not charge for the "
        "lesson.",
        None,
    ),
    ("Ending lessons", "Heading1"),
    (
        "Either of us can end the lessons with two weeks' notice in writing. Lessons during the notice period are "
        "charged as usual.",
        None,
    ),
    ("Safeguarding", "Heading1"),
    (
        "Every tutor holds an enhanced DBS check and has been trained in safeguarding. For home lessons a parent or "
        "another adult must be in the house throughout the lesson. Online lessons are recorded, and the recordings are "
        "kept for 30 days.",
        None,
    ),
    ("Questions and complaints", "Heading1"),
    (
        "Questions about lessons go first to your child's tutor. If something is not right, write to our director, "
        "Ruth Adeyemi, at office@brightwelltutors.example; she replies within five working days.",
        None,
    ),
]
TUTORS_TABLE = [
    ["Level", "Online lesson, an hour", "Home lesson, an hour"],
    ["Primary, Years 3 to 6, English and maths", "£32", "£38"],
    ["11-plus preparation", "£38", "£45"],
    ["Key Stage 3, Years 7 to 9, any subject", "£35", "£42"],
    ["GCSE English and maths", "£40", "£48"],
    ["GCSE sciences and languages", "£42", "£50"],
    ["A level maths and further maths", "£52", "£60"],
    ["A level, other subjects", "£48", "£56"],
    ["University admissions tests, such as the UCAT and the LNAT", "£60", "£68"],
    ["Assessment lesson, 30 minutes, the first lesson only", "Free", "Free"],
]
TUTORS_FOOTNOTES = [
    "Home lessons more than 5 miles from our office in Crossley carry a travel charge of £6 a lesson, added to the "
    "fee.",
    "Fees rise each September by no more than the rate of inflation; we tell you of any rise by the end of June.",
]

ESCAPE_PRICES = {
    "Prices": [
        ["Players", "Off-peak price per game", "Peak price per game"],
        ["2 players", "£50", "£60"],
        ["3 players", "£66", "£78"],
        ["4 players", "£80", "£96"],
        ["5 players", "£95", "£115"],
        ["6 players", "£108", "£126"],
        ["7 players, The Vault and The Lighthouse only", "£119", "£140"],
        ["8 players, The Lighthouse only", "£128", "£152"],
        [],
        ["Off-peak: Monday to Friday, games starting before 5pm, outside school holidays."],
        ["Peak: Monday to Friday from 5pm, and all day at weekends, on bank holidays and in school holidays."],
        ["Prices are for the whole group for one game of 60 minutes and include VAT. Book online; pay when you book."],
    ],
    "Rooms": [
        ["Room", "Players", "Difficulty", "Minimum age", "The story"],
        ["The Vault", "2 to 7", "Hard", "14", "Break into a bank's vault and out again before the alarm resets"],
        ["The Lighthouse", "3 to 8", "Medium", "10", "Find out why the keeper vanished before the storm comes in"],
        ["Curse of the Mill", "2 to 6", "Medium", "12", "Lift the miller's curse from the village by midnight"],
        ["The Detective's Study", "2 to 6", "Easy", "8", "Solve the detective's last case from the clues in his study"],
        [],
        [
            "Players under 16 must play with an adult in the room. Every room has a games master watching and giving "
            "clues."
        ],
        ["Lockjaw Escape Rooms, Unit 7, Foundry Yard, Millbeck MB2 6TE. Telephone 01632 991 077."],
    ],
    "Extras": [
        ["Extra", "Price", "Notes"],
        ["Photo pack, printed and digital", "£14 a group", "Taken in the costumes before and after the game"],
        ["Pizza and soft drinks in the party room", "£9 a head", "Book at least 48 hours ahead"],
        ["Party room for an hour after the game", "£30", "Bring your own cake; candles allowed"],
        ["Gift voucher", "Any amount from £25", "Valid for 12 months, for any room"],
        ["Team events for companies, 10 to 40 people", "Quoted for each event", "Ask events@lockjawescape.example"],
    ],
}

# The club's slides in the order they are shown; what the presenter says beyond them is in "notes"
ARCHERY_DECK = [
    {"title": "Yewdale Archers: welcome to your beginners' course", "body": ["Beginners' courses 2028"]},
    {
        "title": "Courses and fees",
        "table": [
            ["Course", "Dates and times", "Adults", "Juniors, 12 to 17"],
            ["Spring course", "Saturdays 4 to 25 March, 10am to 12 noon", "£85", "£60"],
            ["Summer evening course", "Wednesdays 7 to 28 June, 6:30 to 8:30pm", "£85", "£60"],
            ["Autumn course", "Sundays 3 to 24 September, 2 to 4pm", "£85", "£60"],
            ["First year's club membership after the course", "From the end of the course", "£70", "£35"],
        ],
        "body": [
            "Four sessions of two hours, on the club's field at Yewdale Park, or in the sports hall if it rains",
            "Bows, arrows, arm guards and finger tabs are lent to you for the whole course",
        ],
    },
    {
        "title": "Who can take the course",
        "body": [
            "The course is for anyone aged 12 or over",
            "Juniors under 16 must be brought and collected by a parent or carer",
            "Tell us about any injury or health condition when you book",
        ],
        "notes": [
            "Parents often ask about younger children, so be clear. Children under 12 cannot take the beginners' "
            "course: the bows are too heavy for most of them and the field rules are written for older archers. The "
            "one exception is a child of 10 or 11 whose parent or guardian takes the same course alongside them, "
            "sharing their target. There are no exceptions for children under 10: point their families to the "
            "Have a Go sessions at the Yewdale Show in August instead."
        ],
    },
    {
        "title": "What to wear and bring",
        "body": [
            "Flat shoes that cover your toes, and close-fitting clothes with no loose sleeves",
            "Long hair tied back; no dangling earrings or necklaces",
            "A drink and a snack: the club house is open for tea at half time",
        ],
        "notes": [
            "Left-handed archers need a left-handed bow, and we only have a few. Anyone who is left-handed, or not "
            "sure which eye is their dominant eye, should email our equipment officer, Priya Raman, at "
            "equipment@yewdalearchers.example before the first session, so that she can set a bow aside for them."
        ],
    },
    {
        "title": "Safety on the field",
        "body": [
            "Nobody shoots until the field captain blows the whistle once",
            "Three blasts of the whistle: everyone stops shooting at once",
            "Never walk forward to collect arrows until the field captain says so",
        ],
    },
    {
        "title": "Who to contact",
        "body": [
            "Courses and bookings: Gareth Lowe, course organiser, courses@yewdalearchers.example, 07700 900 562",
            "Yewdale Archers, Yewdale Park Pavilion, Park Road, Yewdale YD3 4PQ",
        ],
    },
]

FLORIST_EML = """Message-ID: <20280522101544.7731@marigoldandmoss.example>
Date: Mon, 22 May 2028 10:15:44 +0100
From: Hattie Blackwood <hattie@marigoldandmoss.example>
To: Sophie Delaney <sophie.delaney@postbox.example>
Subject: Re: Wedding flowers quote
In-Reply-To: <Qm73Lw2@postbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear Sophie,

I am so glad you liked the quote, but I have to correct one price, and I am sorry. I priced your bridal bouquet with
ordinary garden roses, and the Juliet roses you chose are much dearer from our grower this summer: the bridal bouquet
is now £125, not £95. Everything else stays exactly as I quoted it.

And yes, we can certainly bring everything to the church on the morning of the wedding. We will be at St Aldhelm's by
11am, pin the buttonholes on the groom's party there, and then take the centrepieces on to Wyndham Court for the
reception.

With best wishes,
Hattie Blackwood
Marigold & Moss Flowers

On Sat, 20 May 2028 at 16:40, Sophie Delaney <sophie.delaney@postbox.example> wrote:
> Dear Hattie,
>
> Thank you so much for the quote, it all sounds lovely. Could you deliver everything to the church on the day?
>
> Sophie
>
> On Thu, 18 May 2028 at 09:02, Hattie Blackwood <hattie@marigoldandmoss.example> wrote:
>> Dear Sophie,
>>
>> Thank you for coming to see us about your wedding on Saturday 16 September 2028. Here is our quote for the
>> flowers we talked about, in whites, creams and soft peach:
>>
>> Bridal bouquet, with garden roses, peonies and eucalyptus: £95
>> Bridesmaids' bouquets: £55 each, three bouquets
>> Flower girl's crown of fresh flowers: £28
>> Buttonholes: £9.50 each, six buttonholes
>> Corsages for the mothers: £16 each, two corsages
>> Table centrepieces in jam jars: £38 each, eight tables
>> Delivery and setting up at the church and Wyndham Court: £45
>>
>> To book the date we ask for a deposit of £100, and the rest two weeks before the wedding.
>>
>> Best wishes,
>> Hattie Blackwood
>> Marigold & Moss Flowers, 3 Bridge Street, Wyndham Parva WP4 9EX · 01632 992 318
"""

BOAT_TRIP_PAGES = [
    [
        "Skerrow Sound Boat Trips, Port Annis Harbour",
        "Timetable and fares for the 2028 season, 1 April to 30 September",
        "All trips leave from the Fish Quay steps. Please be there 15 minutes before we sail.",
        "Harbour and lighthouse cruise, 1 hour: sails at 10:30, 12:30 and 15:00 every day",
        "Seal Island trip, 2 hours: sails at 11:00 and 14:00 every day",
        "Sea caves and puffins voyage, 3 hours 30 minutes: sails at 09:30, May to July only",
        "Harbour cruise, adult: GBP 14",
        "Harbour cruise, child aged 4 to 15: GBP 8",
        "Harbour cruise, family of 2 adults and 2 children: GBP 40",
        "Seal Island trip, adult: GBP 24",
        "Seal Island trip, child aged 4 to 15: GBP 14",
        "Seal Island trip, family of 2 adults and 2 children: GBP 68",
        "Sea caves and puffins voyage, adult: GBP 39",
        "Sea caves and puffins voyage, child aged 4 to 15: GBP 23",
        "Children under 4 sail free on every trip. There are no family tickets on the puffins voyage.",
    ],
    [
        "Booking and sailing",
        "Book online or at our kiosk on the Fish Quay. Seats not booked online are sold at the kiosk on the day.",
        "If the skipper cancels a trip because of the weather, you get a full refund or a seat on another trip.",
        "Children under 16 must sail with an adult. Dogs are welcome on the harbour cruise only, on a lead.",
        "Warm, waterproof clothes are a good idea on every trip, even in summer.",
        "Private charter of the boat for your own group, up to 12 people: price on request.",
        "Ask for Callum Reid, our skipper, about private charters, birthdays and scattering ashes at sea.",
        "Skerrow Sound Boat Trips, Fish Quay, Port Annis PA6 2QE. Telephone 01632 987 330.",
    ],
]

SENIOR_CARD_NOTICE_ZH = (
    "澧川市老年人优待乘车卡办理通知。为落实老年人优待政策，方便老年人出行，经市人民政府同意，现将2028年老年人优待乘车卡（以下"
    "简称“敬老卡”）集中办理的有关事项通知如下。一、办理对象：具有本市户籍、年满65周岁的老年人；持本市居住证满一年、年满65"
    "周岁的非本市户籍老年人。二、卡的种类和优待标准：65至69周岁的老年人办理半价卡，乘坐市内公交车（含快速公交）和地铁享受"
    "五折优惠，每月最多优惠60次，超过的部分按全价收费；70周岁以上的老年人办理免费卡，乘坐市内公交车和地铁免费，次数不限；"
    "持免费卡乘坐城际公交和旅游专线的，按票价的五折收费。三、办理费用：半价卡收取工本费20元；免费卡免收工本费；卡片遗失或者"
    "损坏补办的，收取补卡费30元。四、办理时间：2028年3月1日至5月31日，每天9:00至17:00，节假日照常办理；集中办理期结束后，"
    "可以到市公交集团客服中心常年办理。五、办理地点：各区政务服务中心公交卡窗口、市公交集团客服中心（建设路56号）和各街道便民"
    "服务中心。六、所需材料：本人身份证原件；非本市户籍的，还须提供本市居住证；本人近期免冠彩色照片1张，也可以现场免费拍照；"
    "由家人代办的，还须提供代办人的身份证原件。七、年审：敬老卡每两年年审一次，年审时须本人持卡和身份证到任一办理点刷脸确认；"
    "未按期年审的，卡片暂停使用，年审后恢复。八、使用规定：敬老卡仅限本人使用，转借他人使用的，一经发现，没收卡片，一年内"
    "不予补办。咨询电话：0736-2285 6610（工作日8:30至17:30）。澧川市交通运输局　澧川市民政局　2028年2月10日。补充通知（2028年"
    "2月24日）：为进一步减轻老年人负担，经研究，半价卡的工本费由20元调整为10元，已按原标准交费的，可以凭收据到办理点退还"
    "差额；其他事项不变。特此通知。"
)

LOCKSMITH_PRICES_ZH = """项目,白天价（8:00至20:00）,夜间价（20:00至次日8:00）,说明
普通防盗门开锁,80,150,A级、B级锁芯，技术开启，不损坏锁芯
C级锁芯防盗门开锁,120,200,C级（超B级）锁芯，技术开启
指纹锁、密码锁开锁,200,300,电子锁没电或者故障
汽车开锁 普通轿车,150,220,不损坏车门和车锁
汽车开锁 带智能钥匙的车辆,260,350,须出示行驶证
电动车、摩托车开锁,60,100,须出示车辆登记证或者购车发票
抽屉、柜子开锁,50,80,
保险柜开锁,现场报价,现场报价,按品牌和锁型定价，须出示购买凭证
更换A级锁芯,100,140,含锁芯和安装
更换B级锁芯,180,220,含锁芯和安装
更换C级锁芯,280,320,含锁芯和安装
安装指纹锁,150,不提供,只收安装费，锁由顾客自备
配普通钥匙,10,不提供,每把
配汽车遥控钥匙,280,不提供,须预约，约2小时
上门费,免收,免收,城区以外每次加收30元
说明,价格单位为元；开门须出示本人身份证和房产证、租房合同等能证明住址的材料，无法出示的，须由物业或者社区民警到场确认。,,
说明,24小时服务电话：0736-2290 1100；门店地址：澧川市青年路18号。,,
"""

RETREAT_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
RETREAT_RULES = [
    ("恒拓机械有限公司职工疗休养管理办法", "Title"),
    ("（2028年1月公司职工代表大会通过）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为关心职工身心健康，让职工在工作之余得到休息和放松，根据上级工会关于职工疗休养的有关规定，结合公司实际，"
        "制定本办法。",
        None,
    ),
    (
        "第二条　在公司连续工作满3年的正式职工，每5年可以参加一次疗休养；获得市级以上劳动模范称号的职工，每3年可以参加"
        "一次，并可以选择劳模专项线路。",
        None,
    ),
    ("第三条　疗休养由公司工会统一组织，委托有资质的旅行社实施，不得以发放现金或者购物卡代替。", None),
    ("第二章　线路和费用", "Heading1"),
    ("第四条　疗休养线路分为三类，时间和每人费用标准如下：", None),
    None,  # the table of routes
    (
        "第五条　费用标准包含往返交通、住宿、餐饮、景点门票和意外保险；超出标准的部分由职工本人承担，节余的部分不发给"
        "个人。",
        None,
    ),
    (
        "第六条　职工可以带一名直系亲属随行，随行亲属的费用全部自理，按旅行社给公司的同等价格交纳，并与职工同住一间。",
        None,
    ),
    ("第七条　疗休养期间按正常出勤计算，工资和绩效照发，不占用本人的年休假。", None),
    ("第三章　报名和管理", "Heading1"),
    (
        "第八条　每年3月由工会发布当年的线路，职工自愿报名，各部门推荐的人数不超过本部门职工人数的20%，由工会汇总后"
        "统一安排。",
        None,
    ),
    ("第九条　处于试用期、长期病假期间，或者受到纪律处分未满一年的职工，不能参加疗休养。", None),
    ("第十条　疗休养期间须遵守纪律，服从带队人员的安排，不得擅自离团；擅自离团的，所发生的费用由本人承担。", None),
    ("第四章　附则", "Heading1"),
    ("第十一条　本办法由公司工会负责解释，自2028年2月1日起施行。工会办公室电话：0736-2279 3305。", None),
]
RETREAT_TABLE = [
    ["线路类别", "时间", "每人费用标准（上限）", "组织时间"],
    ["省内线路", "4天3晚", "2800元", "每年4月至6月、9月至11月"],
    ["省外线路", "5天4晚", "4500元", "每年5月、10月"],
    ["劳模专项线路", "6天5晚", "6000元", "每年9月，仅限市级以上劳动模范"],
]

KARTING_BODY = (
    "<office:text>"
    + of.odf_h("飞驰卡丁车俱乐部场地须知和价格", 1)
    + of.odf_p(
        "飞驰卡丁车俱乐部位于澧川市滨湖新区湖滨大道288号，室外赛道全长820米，营业时间为每天10:00至21:00，"
        "预约电话0736-2296 5588。"
    )
    + of.odf_h("一、项目和价格", 2)
    + of.odf_p("以下价格单位为元，每节时间从发车开始计算：")
    + of.odf_table(
        [
            ["项目", "平日（周一至周五）", "周末和法定节假日", "说明"],
            ["单人卡丁车 8分钟", "80", "100", "身高1.5米以上"],
            ["单人卡丁车 15分钟", "140", "180", "身高1.5米以上"],
            ["儿童卡丁车 8分钟", "50", "60", "6至12周岁，身高1.1米至1.5米"],
            ["双人卡丁车 8分钟", "120", "150", "一名成人驾驶，一名乘客"],
            ["竞速卡丁车 10分钟", "160", "200", "须持本俱乐部驾驶证"],
            ["驾驶证培训（含2节练习）", "380", "380", "年满16周岁"],
        ]
    )
    + of.odf_list(
        [
            "会员储值1000元送200元，储值金额可以用于所有项目，不能退现。",
            "10人以上团体平日八折，须提前3天预约；生日会和公司团建另行报价。",
            "头盔、头套和手套免费提供，穿裙子和拖鞋的不能上场。",
        ]
    )
    + of.odf_h("二、安全须知", 2)
    + of.odf_list(
        [
            "上场前须观看安全讲解视频，并签署安全承诺书；未满18周岁的，由监护人签署。",
            "身高不足1.5米的不能驾驶单人卡丁车，身高不足1.1米的儿童不能上场。唯一的例外是年满4周岁、身高不足1.1米的"
            "儿童，可以坐在双人卡丁车的乘客座上，由父母或者其他年满18周岁的家人驾驶，并须系好安全带、戴好俱乐部提供的"
            "儿童头盔。",
            "饮酒后、孕妇以及患有心脏病、高血压等疾病的人不能驾驶卡丁车。",
            "赛道上出现黄旗时减速慢行、不得超车，出现红旗时立即减速并驶回维修区。",
            "雨天室外赛道关闭，已预约的可以改期或者全额退款。",
        ]
    )
    + "</office:text>"
)

BIRDING_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　选一副望远镜",
        "<h1>第二章　选一副望远镜</h1>"
        "<p>望远镜是观鸟最重要的装备。鸟怕人，大多数时候我们只能在几十米外看它们，没有望远镜，看到的往往只是一个小黑点。"
        "入门不必买贵的，但要买对。</p>"
        "<h2>一、看懂倍数和口径</h2>"
        "<p>双筒望远镜上的“8×42”，前面的数字是放大倍数，后面的数字是物镜口径（毫米）。倍数越大，鸟看起来越近，但视野越窄，"
        "手的抖动也被放大得越厉害；口径越大，进光越多，清晨和傍晚看得越清楚，但镜子也越重。</p>"
        "<h2>二、初学者怎么选</h2>"
        "<p>初学者最好选8倍的双筒望远镜，物镜口径32至42毫米，也就是常见的8×32或者8×42。这样的望远镜视野宽，"
        "容易在树丛里找到鸟，手持也稳。10倍的双筒望远镜放大得更多，适合有经验的人在开阔的水面和滩涂观察水鸟。"
        "单筒望远镜的放大倍数一般为20至60倍，必须配三脚架使用，适合观察远处的鸻鹬和雁鸭，不适合入门。</p>"
        "<h2>三、试镜和保养</h2>"
        "<p>买之前最好到店里试一试：调好两个镜筒的间距和右眼的屈光度，看远处的招牌字是否清晰，边缘是否发虚。"
        "镜片脏了用气吹和镜头纸清洁，不要用衣角擦；雨天用后擦干，放在干燥的地方。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　到哪里、什么时候看鸟",
        "<h1>第五章　到哪里、什么时候看鸟</h1>"
        "<p>城市公园、河边、湿地和农田都是观鸟的好去处。鸟在清晨最活跃，日出后的两三个小时是一天里最好的观鸟时间，"
        "傍晚次之，中午鸟大多躲在树荫里休息。</p>"
        "<h2>一年四季</h2>"
        "<p>春季的4月至5月和秋季的9月至10月是候鸟迁徙的季节，一天之内就可能看到几十种鸟；冬季到湖泊和湿地看越冬的雁鸭"
        "和鹤类；夏季是繁殖季节，可以在公园里看到亲鸟喂雏，但不要靠近鸟巢，更不要为了拍照惊扰它们。</p>"
        "<h2>做好记录</h2>"
        "<p>每次观鸟记下日期、地点、天气和看到的鸟种与数量。坚持记录几年，你会发现同一个地方的鸟每年什么时候来、"
        "什么时候走，这是观鸟最大的乐趣之一。</p>",
    ),
]


def _tutors_terms() -> bytes:
    """The tutoring agency's terms: its paragraphs, the None among them the table of fees, and footnotes."""
    body = "".join(of.w_table(TUTORS_TABLE) if p is None else of.w_p(*p) for p in TUTORS_PARAGRAPHS)
    return of.steady(of.docx(body, TUTORS_STYLES, footnotes=TUTORS_FOOTNOTES))


FRESH24_DOCS: dict[str, str | bytes] = {
    "hollowmere-festival/tickets-terms-and-festival-guide-2028.md": FESTIVAL_GUIDE,
    "tithe-barn-caravan-storage/storage-prices.html": CARAVAN_STORAGE_PAGE,
    "brightwell-tutors/terms-and-fees-for-parents-2028-29.docx": _tutors_terms(),
    "lockjaw-escape-rooms/prices-2028.xlsx": of.steady(of.xlsx(ESCAPE_PRICES)),
    "yewdale-archers/beginners-course-welcome-2028.pptx": of.steady(of.pptx(ARCHERY_DECK)),
    "marigold-and-moss-flowers/re-wedding-flowers-quote.eml": FLORIST_EML,
    "skerrow-sound-boat-trips/timetable-and-fares-2028.pdf": make_pdf(BOAT_TRIP_PAGES),
    "澧川市老年人优待乘车卡办理通知.txt": SENIOR_CARD_NOTICE_ZH,
    "安心开锁换锁服务价目表.csv": LOCKSMITH_PRICES_ZH,
    "恒拓机械公司职工疗休养管理办法.docx": of.w_document(RETREAT_RULES, [RETREAT_TABLE], RETREAT_STYLES),
    "飞驰卡丁车俱乐部场地须知和价格.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", KARTING_BODY)),
    "观鸟入门.epub": of.steady(of.epub(BIRDING_BOOK_ZH, title="观鸟入门")),
}
