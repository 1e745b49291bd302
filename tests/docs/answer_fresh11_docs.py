"""The documents of the answer evaluation's `fresh11` set (questions in tests/docs/answer_fresh11.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Makerspaces,
storage firms, agencies, schools, councils, bands, food banks, hospitals, streets, products and people are made up.

- A makerspace's laser-cutter rules in Markdown: two machines side by side in a table, a materials table whose
  maximum thicknesses differ by machine, banned materials, and a bring-your-own-material rule with one exception for
  MDF (`brightholm-makerspace/laser-cutter-rules.md`).
- A self-storage company's prices page in HTML: unit sizes with what fits in each, a weekly price and a lower one for
  paying twelve weeks upfront side by side, notice periods that differ, and an insurance rule with one exception for
  home contents policies (`stowaway-self-storage/unit-sizes-and-prices.html`).
- A translation agency's terms for freelance linguists (.docx, built in code): a rate table by language pair and
  service, urgent and weekend supplements, a machine-translation rule, invoicing; interpreting mentioned without its
  rates (`veldra-translations/freelance-linguist-terms-2027.docx`).
- A sailing school's 2027 courses (.xlsx, built in code, four sheets): adult and junior prices side by side, dates,
  booking and weather terms, the day itself; a car park named without its price
  (`pelwick-sailing-school/courses-2027.xlsx`).
- A borough council's residents' parking briefing deck (.pptx, built in code): controlled hours, a permit price table
  by emissions band and permit number, visitor permits; the carers' permit and the number to ring for it only in the
  speaker notes (`harrowgate-council/zone-r-residents-parking-briefing.pptx`).
- A band's tour manager's e-mail (.eml): a reply on top that moves the Leeds show's times earlier, over the original
  advance quoted below it, which alone holds the guest-list allowance (`the-marram-lines/re-spring-tour-advance.eml`).
- A food bank's volunteer handbook (.odt, built in code): roles and shifts in a table whose places and times differ
  by role, ages with an exception for 14- and 15-year-olds, drivers, donations past their best-before date
  (`hollinsford-food-bank/volunteer-handbook-2027.odt`).
- A Chinese hospital's outpatient guide (门诊就诊指南) as one long line without line breaks: hours, booking, fees by
  doctor's title, a no-refund rule for same-day registrations with one exception, blood tests, floors
  (`柏溪市第二人民医院门诊就诊指南.txt`).
- A Chinese private school's fee table (.csv): tuition by stage, boarding by room size, meals by boarding or day
  pupils, uniforms; a school bus whose fee is to be announced later (`鹭洲外国语学校2027学年收费标准.csv`).
- A Chinese college's Putonghua test registration notice in HTML: dates and places by batch in a table, the fee, and
  a correction (更正通知) at the end that lowers the fee (`青川学院2027年上半年普通话水平测试报名通知.html`).
- A Chinese sub-district's rules for its canteens for older people (.docx built in code) in numbered articles
  (第X条): who may eat there with an exception for holders of a local residence permit, meal times, booking, a subsidy
  table by age and by low-income status, delivery (`桂香街道长者食堂助餐服务管理办法.docx`).
- Two chapters of a Chinese beginner's book on brewing tea as an e-book (.epub built in code): green, white, oolong
  and dark teas whose water temperatures, amounts and steeping times differ by little (`新手泡茶指南.epub`).
"""

from __future__ import annotations

from . import office_files as of

_ODT = "application/vnd.oasis.opendocument.text"

LASER_RULES = """# Laser cutters: rules for members

Brightholm Makerspace · Unit 7, Tannery Yard, Brightholm · Kept by the laser team (laser@brightholm.example) ·
Version 4, February 2027

Brightholm has two CO2 laser cutters in the clean workshop. They are the most popular tools in the space and the most
dangerous: a laser cutter can set fire to what it is cutting in seconds, and the wrong material gives off gases that
are poisonous to you and ruin the machine's mirrors and lens. Please read this page before your induction and again
before your first job on your own.

## The machines

| | Big Bertha | Little Ada |
|---|---|---|
| Laser tube | 80 W CO2 | 40 W CO2 |
| Bed size | 1000 × 600 mm | 500 × 300 mm |
| Rotary attachment (glasses, bottles) | No | Yes |
| Laser time, per minute | £0.45 | £0.25 |
| Minimum charge per job | £2.00 | £1.00 |

Laser time is counted from the start of a job to its end, as the machine's display shows it, and is added to your
monthly membership invoice. Time spent setting up, focusing and cutting tests on scrap is not charged.

## Inductions

You must complete a laser induction before you use either machine, however much laser experience you have. Inductions
are free, last two hours, and are held on the first and third Saturday of each month at 10:00 for up to four members
at a time; book a place on the wiki. Members under 18 may not use the lasers.

## Booking

Book laser time in the calendar on the wiki. A booking is for at most 2 hours on Big Bertha or 3 hours on Little Ada,
and you may hold only one future booking on each machine. Bookings open 14 days ahead. If you are more than 15
minutes late, the slot goes to whoever is waiting.

## Materials

Only cut or engrave materials on this list. If something is not on it, ask the laser team before it goes anywhere
near a machine.

| Material | Cut on Big Bertha, up to | Cut on Little Ada, up to | Engrave |
|---|---|---|---|
| Plywood (birch, poplar) | 9 mm | 4 mm | Yes |
| MDF | 6 mm | 3 mm | Yes |
| Cast acrylic | 10 mm | 6 mm | Yes |
| Extruded acrylic | 5 mm | 3 mm | Yes |
| Card and paper | 2 mm | 2 mm | Yes |
| Vegetable-tanned leather | 4 mm | 3 mm | Yes |
| Cotton, felt and other natural fabrics | 3 mm | 3 mm | No |
| Glass, slate, anodised aluminium | Not cut | Not cut | Yes |

Never put any of these in either laser: PVC or vinyl (they give off chlorine gas), polycarbonate, ABS, HDPE, foam of
any kind, chrome-tanned or faux leather, fibreglass, carbon fibre, and anything coated or painted that you cannot
identify.

You may bring your own material, with one exception: MDF must be bought from the space's own stock, a
low-formaldehyde grade that we have tested on both machines. MDF from DIY shops and timber merchants often holds more
resin and glue and catches fire easily, so we cannot let it in the machines. Stock sheets of 600 × 400 mm are sold at
the front desk: 3 mm MDF for £2.40 and 6 mm MDF for £3.80.

## While the laser is running

Stay with the machine for the whole job, watching it, with the lid closed. Never leave a running laser, even for a
minute: if you have to step away, pause the job. Small flames at the cutting point that go out by themselves are
normal; a flame that lasts longer than two seconds is not. Pause the job, keep the lid shut, and if the flame does not
go out, use the CO2 extinguisher on the wall beside Big Bertha. Never use the water extinguisher on a laser. Report
every fire in #laser on the members' chat, even a small one.

Before every job, check that the extraction fan and the air assist are both running. If the extraction alarm sounds,
stop the job at once and tell a laser team member.

## After your job

Take your work and your offcuts with you, and brush the honeycomb bed clean. Leave offcuts larger than A5 in the scrap
rack, where anyone may use them. Log your job in the book beside the machine, with your name, the material and its
thickness.

## Faults

If a machine faults or cuts badly, put the "Out of order" sign on it and post in #laser. Never open the covers or try
to align the mirrors yourself: only the laser team does that. The lenses are cleaned every Monday evening, when the
lasers cannot be booked.
"""

STORAGE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Unit sizes and prices | Stowaway Self Storage, Kilnbury</title>
</head>
<body>
<header><a href="/">Stowaway Self Storage</a> &middot; Ropewalk Trading Estate, Kilnbury &middot; 01632 962 115</header>
<main>
<h1>Unit sizes and prices</h1>
<p>All our units are indoors, dry and lit, on the ground floor of a building watched by CCTV around the clock. You can
rent by the week, for as long as you need: the shortest rental is two weeks.</p>

<h2>Weekly prices, from 1 February 2027</h2>
<table>
<thead><tr><th>Unit</th><th>Size</th><th>Fits about</th><th>Price per week</th>
<th>Price per week when you pay 12 weeks upfront</th></tr></thead>
<tbody>
<tr><td>Locker</td><td>15 sq ft</td><td>Boxes, suitcases and a bike</td><td>&pound;9.60</td><td>&pound;8.40</td></tr>
<tr><td>Small</td><td>25 sq ft</td><td>The contents of a student room</td><td>&pound;14.25</td><td>&pound;12.50</td></tr>
<tr><td>Medium</td><td>50 sq ft</td><td>A one-bedroom flat</td><td>&pound;23.80</td><td>&pound;20.90</td></tr>
<tr><td>Large</td><td>75 sq ft</td><td>A two-bedroom flat</td><td>&pound;31.50</td><td>&pound;27.60</td></tr>
<tr><td>Extra large</td><td>100 sq ft</td><td>A three-bedroom house</td><td>&pound;39.90</td><td>&pound;34.95</td></tr>
<tr><td>Garage</td><td>150 sq ft</td><td>A four-bedroom house, or a car</td><td>&pound;54.00</td><td>&pound;47.25</td></tr>
</tbody>
</table>
<p>Prices include VAT. When you move in we take a deposit of two weeks' rent, which we refund within 10 days of your
moving out once the unit has been checked. A padlock costs &pound;12 if you do not bring your own; it is yours to
keep.</p>

<h2>Access</h2>
<p>The gate and building are open from 06:00 to 22:00 every day of the year, with your own PIN code. The office is
open Monday to Friday from 08:30 to 17:30, Saturday from 09:00 to 16:00 and Sunday from 10:00 to 14:00; outside those
hours there is no one on site, but trolleys and a pallet truck are left by the loading bay.</p>

<h2>Insurance</h2>
<p>Everything you store with us must be insured. Our Goods Cover costs &pound;1.95 a week for each &pound;1,000 of
value, up to &pound;25,000. The only exception: if your own home contents insurance covers your goods while they are
in storage, you may use it instead. Bring the policy schedule that says so when you move in, and we note it on your
agreement.</p>

<h2>What you cannot store</h2>
<ul>
<li>Food and anything else that rots, plants and animals.</li>
<li>Gas bottles, fuel, fireworks, paint thinners and anything else flammable or explosive.</li>
<li>Firearms, ammunition, and anything illegal or stolen.</li>
<li>Cars and motorbikes, except in Garage units, with less than a quarter of a tank of fuel and the battery
disconnected.</li>
</ul>

<h2>Moving out</h2>
<p>Give us at least 14 days' notice before you move out, by e-mail or at the office; we charge rent to the end of the
notice period. Leave the unit empty and swept, and hand back any key or padlock of ours. If you leave things behind,
we charge &pound;45 for clearing the unit.</p>

<h2>Price changes</h2>
<p>We review our prices once a year, in January, and give you at least 28 days' notice of any change to your weekly
price. Rent you have already paid upfront is never increased.</p>
</main>
<footer>Stowaway Self Storage Ltd &middot; hello@stowawaystorage.example</footer>
</body>
</html>
"""

TERMS_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
LINGUIST_TERMS = [
    ("Veldra Translations: Terms for freelance linguists, 2027", "Title"),
    (
        "These terms apply to every job we send you from 1 January 2027 and replace the 2025 terms. Veldra "
        "Translations Ltd, 14 Cordwainer Street, Norbridge NB2 4HQ · vendors@veldra.example",
        None,
    ),
    ("1. Rates", "Heading1"),
    (
        "We pay the following rates in pounds sterling. Word counts are of the source text, as counted by memoQ; "
        "repeated sentences and full matches from the translation memory are paid at 30% of the rate.",
        None,
    ),
    None,  # the rate table
    (
        "Urgent jobs, whose deadline is less than 48 hours after we send them, are paid at the rate in the table plus "
        "35%. Jobs with a deadline on a Saturday or Sunday are paid at the rate plus 15%. A job that is both urgent and "
        "due at a weekend gets only the urgent supplement.",
        None,
    ),
    (
        "Interpreting (face-to-face, telephone and video) is not covered by these terms: it is booked through our "
        "sister company, Veldra Live, on its own terms.",
        None,
    ),
    ("2. Accepting a job", "Heading1"),
    (
        "Every job comes with a purchase order stating its word count, deadline and price. Accept or decline within "
        "two working hours; a job you have not accepted may go to someone else. Tell your project manager at once if "
        "you cannot meet a deadline you have accepted.",
        None,
    ),
    ("3. Tools and confidentiality", "Heading1"),
    (
        "Work in memoQ, with the project package we send you; we provide a memoQ licence for as long as you work for "
        "us. Client texts are confidential. You must not put any part of a client's text into machine translation, "
        "online AI tools or any other service that sends it outside your own computer. The only exception is a job "
        "that the project manager has marked MTPE (machine translation post-editing) in its purchase order: for those "
        "we run the text through our own secure engine and pay 55% of the translation rate.",
        None,
    ),
    ("4. Quality", "Heading1"),
    (
        "Every translation is revised by a second linguist. If a revision finds serious errors, we send the job back "
        "to you to correct at no extra cost; two such jobs in six months, and we stop offering you work.",
        None,
    ),
    ("5. Invoices and payment", "Heading1"),
    (
        "Send one invoice at the end of each month for the jobs you delivered that month, quoting each purchase order "
        "number. We pay by bank transfer within 30 days of the end of the month in which we receive the invoice. "
        "Linguists outside the UK are paid by Wise, in their own currency, at the day's rate.",
        None,
    ),
    ("6. Ending the arrangement", "Heading1"),
    (
        "Either side may end the arrangement at any time by e-mail. Jobs already accepted are finished and paid as "
        "usual. Delete our clients' texts and translation memories within 14 days of your last job for us.",
        None,
    ),
]
LINGUIST_RATES = [
    ["Language pair", "Translation, per 1,000 words", "Proofreading and revision, per hour", "Minimum charge per job"],
    ["French into English", "£82", "£28", "£35"],
    ["German into English", "£88", "£30", "£35"],
    ["Spanish into English", "£79", "£27", "£35"],
    ["Italian into English", "£84", "£28", "£35"],
    ["Polish into English", "£91", "£32", "£40"],
    ["English into Welsh", "£96", "£34", "£40"],
]

PELWICK = {
    "Courses": [
        ["Course", "Boat", "Length", "Adult price", "Junior price (ages 8 to 15)", "Minimum age", "Notes"],
        ["Taster session", "Dinghy", "3 hours", "£58", "£44", "8", "A first go at sailing; no certificate"],
        ["RYA Dinghy Level 1 (Start Sailing)", "Dinghy", "2 days", "£245", "£198", "8", "For complete beginners"],
        [
            "RYA Dinghy Level 2 (Basic Skills)",
            "Dinghy",
            "2 days",
            "£255",
            "£208",
            "8",
            "After Level 1, or with some sailing experience",
        ],
        ["RYA Seamanship Skills", "Dinghy", "2 days", "£270", "£220", "12", "Capsize recovery, reefing, man overboard"],
        [
            "RYA Powerboat Level 2",
            "Powerboat",
            "2 days",
            "£320",
            "£285",
            "12",
            "Under-16s get a restricted certificate",
        ],
        ["RYA Competent Crew", "Keelboat", "5 days, living aboard", "£695", "—", "16", "Sails from Pelwick Marina"],
        [
            "Private lessons",
            "Dinghy or powerboat",
            "By the hour",
            "Ask for a quote",
            "Ask for a quote",
            "8",
            "Weekdays",
        ],
        [],
        [
            "Pelwick Sailing School, The Boathouse, Pelwick Quay · Courses 2027. Prices include the boat, a buoyancy "
            "aid, the RYA certificate and logbook."
        ],
    ],
    "Dates 2027": [
        ["Course", "Dates"],
        ["Taster session", "Every Saturday and Sunday from 3 April to 26 September, 09:30 or 13:30"],
        ["RYA Dinghy Level 1 (Start Sailing)", "17–18 April, 15–16 May, 12–13 June, 10–11 July, 7–8 August"],
        ["RYA Dinghy Level 2 (Basic Skills)", "1–2 May, 29–30 May, 26–27 June, 24–25 July, 21–22 August"],
        ["RYA Seamanship Skills", "19–20 June, 14–15 August, 11–12 September"],
        ["RYA Powerboat Level 2", "8–9 May, 5–6 June, 3–4 July, 4–5 September"],
        ["RYA Competent Crew", "24–28 May, 21–25 June, 16–20 August"],
    ],
    "Booking and weather": [
        ["Topic", "Terms"],
        ["Booking", "Book online or by phone. A deposit of £75 per person holds your place on a course."],
        ["Balance", "Due 28 days before the course starts."],
        [
            "If you cancel",
            "More than 28 days before the course: we move you to other dates free of charge, or refund you less a £40 "
            "admin fee. 28 days or fewer: no refund, unless we can fill your place.",
        ],
        [
            "Weather",
            "Our instructors decide each morning whether it is safe to go afloat. If we cancel or cut short a course "
            "day because of the weather (winds over 20 knots, fog or thunder), you choose between new dates free of "
            "charge and a full refund for the days lost. We do not cancel for rain.",
        ],
        [
            "Swimming",
            "Everyone on the water must be able to swim 50 metres in light clothing. Tell us when you book if you "
            "cannot.",
        ],
        [
            "Health",
            "Tell us about any medical condition that could matter on the water; we keep it confidential.",
        ],
    ],
    "Your day": [
        ["Topic", "Details"],
        ["Arriving", "Arrive at 09:15 for a 09:30 start at the Boathouse. Course days end at about 16:30."],
        [
            "Getting here",
            "There is no parking at the school itself. Park in Pelwick Quay car park (pay and display, run by the "
            "harbour authority), a five-minute walk along the quay; you may drop people off outside the Boathouse.",
        ],
        [
            "What to wear",
            "Old trainers or wetsuit boots (no bare feet), clothes that can get wet, a waterproof jacket, a hat and "
            "sun cream. Bring a complete change of clothes and a towel.",
        ],
        ["Wetsuits", "Wetsuit hire is £9 a day. Buoyancy aids are included, and helmets for under-16s."],
        ["Lunch", "Bring a packed lunch and a drink. The Quay Café opens at 08:00."],
        ["Changing rooms", "Changing rooms with hot showers and lockers (bring a £1 coin) are at the Boathouse."],
    ],
}

PARKING_DECK = [
    {
        "title": "Residents' parking Zone R: what's changing",
        "body": ["Harrowgate Borough Council · Residents' drop-in briefing, 9 February 2027", "Parking Services"],
    },
    {
        "title": "Zone R from Tuesday 6 April 2027",
        "body": [
            "Covers Canal Street, Orchard Row, Tanner's Lane, Wharf Road and the streets between them",
            "Controlled hours: Monday to Saturday, 08:00 to 18:30",
            "Outside controlled hours and on Sundays, anyone may park in the permit bays",
            "Pay-by-phone visitor bays on Canal Street and Orchard Row, up to 3 hours",
        ],
    },
    {
        "title": "Residents' permits: yearly prices",
        "body": [
            "Priced by your vehicle's CO2 emissions band, as on its V5C logbook",
            "Up to three permits per household; a third permit costs the same as a second",
        ],
        "table": [
            ["Emissions band", "First permit", "Second permit"],
            ["Band A (0 g/km, fully electric)", "£25", "£50"],
            ["Bands B to D (1 to 120 g/km)", "£78", "£125"],
            ["Bands E to G (121 to 165 g/km)", "£112", "£168"],
            ["Bands H to M (over 165 g/km)", "£156", "£230"],
        ],
    },
    {
        "title": "Visitors",
        "body": [
            "Visitor permits are virtual: register your visitor's number plate in the app or online",
            "Up to 120 visitor days a year per household",
            "£2.10 a day, or £1.20 for a half day (up to 5 hours)",
            "Residents aged 75 or over pay half price",
        ],
        "notes": [
            "Carers: households where someone receives regular home care can have a free carers' permit, which any "
            "of their carers can use in the permit bays. It is not on the slides because the application form is "
            "still being finished. Until it is online, people should ring the parking team's carers line on 01632 "
            "960 377 and ask for a carers' permit."
        ],
    },
    {
        "title": "How to apply",
        "body": [
            "Apply online from Monday 1 March at harrowgate.example/zoner",
            "You need proof of address and your V5C logbook (or a lease or company car letter)",
            "Permits are digital and linked to your number plate: nothing to display",
            "Apply by 20 March so that your permit is live from 6 April",
        ],
    },
    {
        "title": "Businesses and trades",
        "body": [
            "Business permits: £390 a year, at most two per business in the zone",
            "Trades vouchers for builders and other workers: £8.50 a day",
        ],
    },
    {
        "title": "Questions",
        "body": ["parking@harrowgate.example", "Parking Services: 01632 960 100, Monday to Friday 09:00 to 17:00"],
    },
]

TOUR_EML = """Message-ID: <20270223181144.4471@marramlines.example>
Date: Tue, 23 Feb 2027 18:11:44 +0000
From: Jess Okafor <jess@marramlines.example>
To: The Marram Lines <band@marramlines.example>
Cc: Dev Rana <dev.sound@marramlines.example>
Subject: Re: Spring tour advance: times, hotels, guest list
In-Reply-To: <20270216101204.3902@marramlines.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi all,

One change from the venues. Leeds (Sat 13 March, Crossley Works) now has a club night straight after us, so
everything there moves earlier: load-in 13:30, soundcheck 14:45, doors 18:30, us on at 20:00, curfew 21:45. Please
set off from Newcastle by 09:30 that morning. The rest of the schedule below stands.

Dev, the Leeds in-house engineer is Maya; she has our input list already.

Jess

On Tue, 16 Feb 2027 at 10:12, Jess Okafor <jess@marramlines.example> wrote:
> Hi all,
>
> Here is the advance for the spring run. Van leaves the rehearsal room at 10:00 on Thu 11 March.
>
> Thu 11 March   Glasgow, The Ashfield Rooms: load-in 15:00, soundcheck 16:30, doors 19:00,
>                support 19:45, us 21:00, curfew 23:00
> Fri 12 March   Newcastle, Lantern Hall: load-in 15:30, soundcheck 17:00, doors 19:00,
>                us 20:45, curfew 22:30
> Sat 13 March   Leeds, Crossley Works: load-in 15:00, soundcheck 16:30, doors 19:30,
>                us 21:15, curfew 23:00
> Sun 14 March   Nottingham, The Rope Walk: load-in 14:00, soundcheck 15:30, doors 18:30,
>                us 20:15, curfew 22:00
> Mon 15 March   Day off (Nottingham)
> Tue 16 March   Bristol, The Chandlery: load-in 16:00, soundcheck 17:30, doors 19:30,
>                us 21:00, curfew 23:00
>
> Hotels: Travelodge-style twin rooms every night, booked by me, with parking for the van.
> Per diems are £25 a day, paid in cash on the first morning for the whole run.
>
> Guest list: each of you gets two guest-list places a night, and crew get one each.
> Names to me by 17:00 the day before the show; I send one list to each venue and
> can't add anyone on the night.
>
> Merch: the venues take 15% of merch sales, except Crossley Works, which takes none.
> Kit: we're using the house backline at Bristol, so only guitars and snare there.
>
> Jess
"""

FOOD_BANK_HANDBOOK = [
    of.odf_h("Hollinsford Food Bank: Volunteer handbook 2027", 1),
    of.odf_p(
        "Thank you for volunteering with us. Hollinsford Food Bank gives emergency food parcels to people referred by "
        "doctors, schools, housing officers and advice services: each parcel holds three days of meals. Last year we "
        "gave out 6,212 parcels with the help of 140 volunteers. Registered charity 1163907."
    ),
    of.odf_h("Roles and shifts", 2),
    of.odf_table(
        [
            ["Role", "Where", "When", "Minimum age"],
            ["Warehouse sorting", "Unit 3, Brookside Industrial Estate", "Monday and Wednesday, 09:30–12:30", "16"],
            [
                "Distribution (welcome, tea and parcels)",
                "St Aidan's Church Hall, Mill Road",
                "Tuesday 12:00–15:00 and Friday 10:00–13:00",
                "18",
            ],
            ["Driver", "From the Brookside warehouse to partner agencies", "Thursday, 09:00–13:00", "25"],
            ["Supermarket collections", "Supermarkets in Hollinsford", "Saturdays, in two-hour slots", "16"],
        ],
        name="Shifts",
    ),
    of.odf_p(
        "Sign up for shifts in the volunteer rota app. If you cannot make a shift you signed up for, remove yourself "
        "at least 24 hours before it, or text the shift leader if it is later than that."
    ),
    of.odf_h("Young volunteers", 2),
    of.odf_p(
        "Volunteers must be at least 16, and 18 for distribution sessions, where we meet clients. Young people aged 14 "
        "and 15 may help at supermarket collections and warehouse sorting, but only alongside a parent or guardian "
        "who volunteers on the same shift."
    ),
    of.odf_h("Drivers", 2),
    of.odf_p(
        "Drivers must be 25 or over and have held a full UK driving licence for at least 3 years, with no more than 6 "
        "penalty points. You drive the food bank's own van, which is insured for volunteer drivers; we cannot pay "
        "mileage for your own car."
    ),
    of.odf_h("Checking donations", 2),
    of.odf_list(
        [
            "Tins and jars may be given out up to three months after their best-before date.",
            "Dried food (pasta, rice, cereal) up to one month after its best-before date.",
            "Nothing past a use-by date, ever, and nothing opened or with damaged packaging.",
            "No fresh food, except bread on the day it is donated.",
            "Baby formula only within its dates and in sealed tins.",
        ]
    ),
    of.odf_h("At distribution sessions", 2),
    of.odf_p(
        "Clients bring a referral voucher or a reference number. Welcome everyone, offer tea and a seat, and never ask "
        "why they have been referred. Each household may have up to three parcels in six months; the session leader "
        "can give more when the referring agency asks."
    ),
    of.odf_h("Safety and first aid", 2),
    of.odf_p(
        "Wear closed shoes at the warehouse. Lift no more than 15 kg on your own; use the trolleys. The first-aid kit "
        "and the accident book are in the kitchen at St Aidan's and by the door at Brookside."
    ),
    of.odf_p("Volunteer coordinator: Ruth Adebayo, 01632 963 440, volunteers@hollinsfordfoodbank.example"),
]

HOSPITAL_GUIDE_ZH = (
    "柏溪市第二人民医院门诊就诊指南（2027年版）。一、门诊时间：周一至周五上午8:00至12:00、下午13:30至17:00；"
    "周六、周日上午8:00至12:00开放普通门诊，下午只开放儿科和发热门诊。夜间门诊周一至周五17:30至21:00，开放内科、外科和"
    "儿科。急诊24小时开放。二、挂号方式：（一）预约挂号：通过“柏溪二院”微信公众号、医院App或者拨打预约电话96180，"
    "可以预约7天内的号源，每天20:00放出第7天的号源；（二）现场挂号：门诊楼一楼大厅人工窗口和自助机；（三）医生诊间预约"
    "复诊号。挂号实行实名制，须持本人身份证、社保卡或者电子医保码。三、诊查费：普通门诊10元，副主任医师25元，主任医师"
    "40元，知名专家80元；夜间门诊另加收5元。参保人员按医保规定报销。四、退号规定：预约号可在就诊日前一天18:00前通过原"
    "预约渠道免费取消；就诊日前一天18:00以后不能取消，未按时就诊的记爽约一次，一年内爽约三次的，暂停预约资格90天。"
    "当天挂的号，挂号后不予退号，但因医生停诊等医院原因不能就诊的除外，由医院全额退还挂号费。五、检查检验：门诊抽血时间为"
    "周一至周六7:30至11:30，空腹抽血须在10:00前完成；B超和胃镜须提前预约，胃镜检查前须禁食8小时；普通检验报告当天"
    "16:00以后可在App查看或者在自助机打印，病理报告一般需要5至7个工作日。六、候诊：到诊区签到后按顺序叫号，过号的须重新"
    "签到，排在当时候诊的第三位之后。七、楼层分布：门诊楼一楼为挂号收费、药房和急诊；二楼为内科、消化内科和心内科；三楼为"
    "外科、骨科和泌尿外科；四楼为妇科、产科和儿科；五楼为眼科、耳鼻喉科、口腔科和皮肤科；检验科和抽血处在门诊楼负一楼。"
    "八、停车：医院地下停车场共有车位420个，入口在北门（健康路）；就诊高峰时段车位紧张，建议乘坐公交3路、17路到"
    "“二院站”下车。九、陪诊：儿童就诊限一名家长陪同；其他患者原则上无需陪同，行动不便的可由一名家属陪同。"
    "十、其他：门诊医生开具的病假证明一次最长不超过7天；需要复印病历的，请到门诊楼一楼服务台办理。咨询电话：0573-86122000。"
    "柏溪市第二人民医院门诊部　2027年1月"
)

SCHOOL_FEES_ZH = """收费项目,学段,收费标准（元）,收费周期,备注
学费,小学,26800,每学期,含教材费
学费,初中,29500,每学期,含教材费
学费,高中（国内课程）,32800,每学期,含教材费
学费,高中（国际课程）,56000,每学期,不含国际考试报名费
住宿费,初中、高中,4800,每学期,4人间，含空调和独立卫生间
住宿费,初中、高中,3600,每学期,6人间，含空调，公共卫生间
住宿费,小学,—,—,小学部不提供住宿
伙食费,小学,1150,每月,午餐和上下午两次点心
伙食费,初中、高中（走读生）,1280,每月,午餐和晚餐
伙食费,初中、高中（住宿生）,1680,每月,一日三餐
校服费,全学段,1260,一次性,入学时缴纳，含春秋装、夏装和冬装各两套
课后托管费,小学,2400,每学期,周一至周五放学后至18:00，自愿参加
校车费,全学段,另行通知,每学期,线路和收费标准于8月开学前另行通知，自愿乘坐
说明,,,,学费和住宿费按学期在开学前缴纳；伙食费按月预缴，因病假连续5天以上未就餐的，按天退还
说明,,,,同一家庭两个及以上子女同时在校的，第二个及以后的子女学费减免10%
说明,,,,学生中途退学的，学费按已就读月数扣除后退还（不足一个月的按一个月计），住宿费和校服费不予退还
说明,,,,本表收费标准适用于2027学年（2027年9月至2028年7月），由鹭洲外国语学校财务处负责解释
"""

PUTONGHUA_NOTICE_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>青川学院2027年上半年普通话水平测试报名通知</title>
</head>
<body>
<header><a href="/">青川学院</a> &gt; 教务处 &gt; 通知公告</header>

<h1>关于2027年上半年普通话水平测试报名的通知</h1>
<p>各学院、各部门：</p>
<p>根据省语言文字工作委员会的安排，我校2027年上半年普通话水平测试将于4月举行。现将报名有关事项通知如下。</p>

<h2>一、报名对象</h2>
<p>我校全日制在籍学生和在职教职工。校外人员请到省普通话测试中心网站报名，本次测试不受理校外人员报名。</p>

<h2>二、报名时间和方式</h2>
<p>2027年3月1日9:00至3月10日17:00，登录“普通话水平测试报名系统”网上报名、上传近期免冠证件照并缴费。每场名额有限，报满即止。</p>

<h2>三、测试安排</h2>
<table>
<tr><th>批次</th><th>测试日期</th><th>参加对象</th><th>测试地点</th></tr>
<tr><td>第一批</td><td>4月10日（周六）</td><td>文学院、教育学院</td><td>图书馆五楼语言测试中心</td></tr>
<tr><td>第二批</td><td>4月17日（周六）</td><td>外国语学院、艺术学院</td><td>明德楼三楼计算机机房</td></tr>
<tr><td>第三批</td><td>4月24日（周六）</td><td>其他学院学生及教职工</td><td>图书馆五楼语言测试中心</td></tr>
</table>
<p>每批测试分上午和下午两场，具体场次以准考证为准。</p>

<h2>四、测试费用</h2>
<p>测试费每人次50元，报名时在报名系统中网上缴纳，缴费成功即报名成功。已缴费的考生因个人原因不参加测试的，测试费不予退还。</p>

<h2>五、注意事项</h2>
<ol>
<li>准考证于测试前3天在报名系统中自行打印。</li>
<li>考生须携带本人身份证和准考证，提前30分钟到达候测室；迟到15分钟以上的，不得进入测试室。</li>
<li>测试全程由计算机辅助进行，请考生提前在报名系统中观看操作演示视频。</li>
<li>测试成绩约在测试后30个工作日公布，证书由教务处统一领取后发放到各学院。</li>
</ol>

<p>联系人：教务处考试科 周老师，电话：0571-8890 3321。</p>
<p>青川学院教务处　2027年2月24日</p>

<div class="notice">
<h2>更正通知（2027年3月3日）</h2>
<p>根据省发展改革委核定的收费标准，本次普通话水平测试的测试费更正为每人次45元。已按原标准缴费的考生，多缴的5元将于4月30日前按原支付渠道退回，无需另行申请。其他事项不变。</p>
</div>
<footer>青川学院教务处</footer>
</body>
</html>
"""

CANTEEN_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
CANTEEN_RULES = [
    ("桂香街道长者食堂助餐服务管理办法", "Title"),
    ("（桂香街道办事处　2027年1月印发）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为方便辖区老年人就近就餐，规范长者食堂助餐服务和补贴发放，制定本办法。", None),
    (
        "第二条　本办法所称长者食堂，是指桂香街道设立的桂香路长者食堂（桂香路18号）、南塘长者食堂（南塘巷6号）和"
        "望江长者食堂（望江社区服务中心一楼）。",
        None,
    ),
    ("第二章　服务对象与就餐", "Heading1"),
    (
        "第三条　助餐服务对象为年满60周岁的桂香街道户籍老年人。非本街道户籍、但持有本街道居住证满一年的老年人，视同本"
        "街道户籍老年人享受助餐补贴。其他人员可以在长者食堂就餐，按原价付费，不享受补贴。",
        None,
    ),
    (
        "第四条　长者食堂每天供应午餐和晚餐：午餐11:00至12:30，晚餐16:30至17:45；周日只供应午餐。法定节假日的供餐"
        "安排另行公告。",
        None,
    ),
    (
        "第五条　就餐实行提前预订，须在就餐前一天15:00前通过“桂香邻里”小程序或者电话预订；当天临时前来就餐的，视剩余"
        "餐量供应。预订后不能就餐的，请在当天9:00前取消。",
        None,
    ),
    ("第三章　餐价与补贴", "Heading1"),
    ("第六条　标准套餐（两荤一素一汤和米饭）每份18元。享受助餐补贴的老年人，每餐补贴标准如下：", None),
    None,  # the subsidy table
    (
        "第七条　助餐补贴每人每天限一餐，午餐或者晚餐任选。补贴在结算时直接抵扣，老年人只需支付扣除补贴后的金额。",
        None,
    ),
    (
        "第八条　年满80周岁或者经评估为失能的独居老年人，可以申请送餐上门，每次收取送餐费4元。送餐范围为本街道辖区，"
        "须在预订时一并申请。",
        None,
    ),
    ("第九条　就餐可以使用社保卡、“桂香邻里”小程序或者现金支付。", None),
    ("第四章　管理与监督", "Heading1"),
    (
        "第十条　长者食堂由街道委托的餐饮企业运营，每餐留样48小时，每月公示菜单、价格和补贴发放情况，接受老年人和家属"
        "监督。",
        None,
    ),
    ("第十一条　冒用他人身份享受补贴的，追回补贴款，并取消其一年内的助餐补贴资格。", None),
    ("第五章　附则", "Heading1"),
    ("第十二条　本办法由桂香街道办事处负责解释，自2027年2月1日起施行。", None),
]
CANTEEN_SUBSIDY = [
    ["年龄", "一般老年人（每餐补贴）", "低保、特困老年人（每餐补贴）"],
    ["60至69周岁", "3元", "8元"],
    ["70至79周岁", "5元", "10元"],
    ["80至89周岁", "7元", "12元"],
    ["90周岁以上", "10元", "15元"],
]

TEA_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　绿茶和白茶",
        "<h1>第二章　绿茶和白茶</h1>"
        "<p>绿茶和白茶都是不发酵或者轻微发酵的茶，芽叶细嫩，最怕水温太高：用刚烧开的水直接冲泡，茶汤会发黄发苦，香气也闷"
        "掉了。所以泡这两类茶，第一件事是把烧开的水放凉一会儿，或者把水倒进公道杯里降温。</p>"
        "<h2>一、绿茶</h2>"
        "<p>绿茶适合用玻璃杯冲泡，既好看，又不容易闷坏茶叶。茶和水的比例约为1比50，一只200毫升的玻璃杯放3至4克茶叶。"
        "西湖龙井用80℃左右的水，碧螺春芽叶更嫩，用75至80℃的水，黄山毛峰可以用85℃的水。先倒入三分之一的水，让茶叶"
        "舒展半分钟，再把水加到七分满，1至2分钟后就可以喝。杯中茶汤剩下三分之一时续水，一杯茶一般可以续两到三次。</p>"
        "<h2>二、白茶</h2>"
        "<p>白茶按原料分为白毫银针、白牡丹和寿眉。白毫银针全是芽头，用90℃的水，盖碗冲泡，投茶5克，前三泡每泡30秒左右；"
        "白牡丹一芽一二叶，用90至95℃的水；寿眉叶片较粗，用100℃的沸水，存放三年以上的老寿眉还可以放进壶里煮着喝。白茶"
        "耐泡，一般可以冲泡七到八次，后面几泡每泡多焖十几秒。</p>"
        "<h2>三、保存</h2>"
        "<p>绿茶开封后最好在一个月内喝完，暂时不喝的密封后放进冰箱冷藏。白茶不需要冷藏，密封避光、放在阴凉干燥处即可，"
        "存放得当的白茶可以越放越醇。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　乌龙茶和黑茶",
        "<h1>第四章　乌龙茶和黑茶</h1>"
        "<p>乌龙茶和黑茶的叶片成熟、发酵较重，需要高温才能把香气和滋味泡出来，通常用100℃的沸水，而且冲泡前要用开水把盖碗"
        "或者紫砂壶烫一遍。</p>"
        "<h2>一、乌龙茶</h2>"
        "<p>铁观音是球形的茶，用110毫升的盖碗投茶7克，沸水冲泡，第一泡10秒后出汤，以后每泡增加5秒，可以泡七泡左右。武夷"
        "岩茶（大红袍、肉桂、水仙）投茶8克，同样用沸水，出汤要快，第一泡5至8秒。凤凰单丛香气高，水温太高容易泡出苦涩，"
        "用95℃左右的水为好。</p>"
        "<h2>二、黑茶</h2>"
        "<p>普洱熟茶、安化黑茶和六堡茶都属于黑茶。熟普洱投茶8克，用100℃的沸水，先快速洗茶两次，再每泡15秒左右出汤；"
        "普洱生茶严格说不算黑茶，用95℃的水，投茶7克。紧压的茶饼和茶砖要先用茶针顺着纹理撬成小块，撬好的茶放几天再泡，"
        "味道更好。</p>",
    ),
]

FRESH11_DOCS: dict[str, str | bytes] = {
    "brightholm-makerspace/laser-cutter-rules.md": LASER_RULES,
    "stowaway-self-storage/unit-sizes-and-prices.html": STORAGE_PAGE,
    "veldra-translations/freelance-linguist-terms-2027.docx": of.w_document(
        LINGUIST_TERMS, [LINGUIST_RATES], TERMS_STYLES
    ),
    "pelwick-sailing-school/courses-2027.xlsx": of.steady(of.xlsx(PELWICK)),
    "harrowgate-council/zone-r-residents-parking-briefing.pptx": of.steady(of.pptx(PARKING_DECK)),
    "the-marram-lines/re-spring-tour-advance.eml": TOUR_EML,
    "hollinsford-food-bank/volunteer-handbook-2027.odt": of.steady(
        of.odf(_ODT, "<office:text>" + "".join(FOOD_BANK_HANDBOOK) + "</office:text>")
    ),
    "柏溪市第二人民医院门诊就诊指南.txt": HOSPITAL_GUIDE_ZH,
    "鹭洲外国语学校2027学年收费标准.csv": SCHOOL_FEES_ZH,
    "青川学院2027年上半年普通话水平测试报名通知.html": PUTONGHUA_NOTICE_ZH,
    "桂香街道长者食堂助餐服务管理办法.docx": of.w_document(CANTEEN_RULES, [CANTEEN_SUBSIDY], CANTEEN_STYLES),
    "新手泡茶指南.epub": of.steady(of.epub(TEA_BOOK_ZH, title="新手泡茶指南")),
}
