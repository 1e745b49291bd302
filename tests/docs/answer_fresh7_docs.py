"""The documents of the answer evaluation's `fresh7` set (questions in tests/docs/answer_fresh7.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Societies,
companies, products, places and people are made up.

- An allotment society's plot-holder handbook in Markdown: a rent table, a waiting list, inspections, water and
  bonfire rules with an exception, and the AGM's later amendments that replace some of the rents
  (`brackenfield/plot-holder-handbook.md`).
- A city transit operator's fares page in HTML: single fares, daily and weekly caps, transfers, concessions, cards,
  and a penalty notice without an amount (`calder-bay-transit/tidewater-fares.html`).
- An online shop's incident review (.docx, built in code): summary, a timeline table, root cause, an impact table
  with several neighbouring counts, an action table (`marrowby/incident-review-INC-2291.docx`).
- An e-bike maker's model range (.xlsx, built in code): a spec sheet whose rows differ by one model name, a service
  and warranty sheet, accessories (`corvane/model-range-2026.xlsx`).
- A note-taking app's roadmap review deck (.pptx, built in code) with a table of commitments, a pricing slide and a
  reason that is only in the speaker notes (`brindle/roadmap-review-q2-2026.pptx`).
- A summer camp's final-information e-mail to families (.eml): arrival and pick-up times of two sessions, a
  medication rule with its exceptions, a swim test, pocket money (`camp-alderbrook/session-2-final-information.eml`).
- An adult learning centre's evening-class timetable (.csv): three pottery classes, two Spanish ones, tutors, rooms,
  fees and concession fees (`ashcombe/evening-classes-summer-2026.csv`).
- A Chinese wetland park's visitor notice (游览须知) as one long line without line breaks, as exported text often is:
  seasonal hours, tickets and who rides free, boats, parking, what is forbidden (`澄湖湿地公园游览须知.txt`).
- A Chinese vocational college's dormitory rules (.docx built in code) in chapters of numbered articles (第X条):
  gate hours, electrical appliances with a wattage limit and an exception, visitors, fees, discipline
  (`青藤职业技术学院学生宿舍管理规定.docx`).
- A Chinese open platform's API guide in Markdown: tokens, a rate-limit table by plan, error codes, signatures,
  callbacks, a retirement plan of old versions (`数澜开放平台API接入指南.md`).
- A Chinese guesthouse's booking terms in HTML: a room table, check-in and late check-out, pets in one building only,
  cancellation by days before arrival (`鹿鸣山居预订须知.html`).
- A Chinese children's coding school's summer-class deck (.pptx built in code): a class table, discounts, refunds,
  and a closing update that moves one class's start date (`启明星少儿编程2026暑期班招生说明.pptx`).
"""

from __future__ import annotations

from . import office_files as of

ALLOTMENT_HANDBOOK = """# Brackenfield Allotment Society: plot-holder handbook

*Edition 2025 · adopted at the Annual General Meeting of 8 March 2025 · Secretary: Yvonne Pargeter*

Welcome to Brackenfield. The Society rents 118 plots on two sites from Brackenfield Town Council: Site A on Mercer
Road (84 plots) and Site B behind St Aldhelm's church (34 plots, including the accessible raised beds). This handbook
sets out the rules every plot holder agrees to when signing the tenancy agreement. Where the handbook and the
tenancy agreement differ, the tenancy agreement wins. Questions go to the Site Manager for your site: Clive Atherton
(Site A) or Nasreen Bhatti (Site B).

## 1. Plots and rent

| Plot | Size | Annual rent | Water charge |
|---|---|---|---|
| Full plot | 250 m² | £76 | £12 |
| Half plot | 125 m² | £42 | £12 |
| Quarter plot (starter) | 60 m² | £24 | £6 |
| Raised bed (accessible, Site B only) | 10 m² | £15 | included |

- The plot year runs from 1 October to 30 September. Rent and the water charge are due on 1 October.
- Plot holders who receive the state pension or Universal Credit pay half the rent. The water charge is not reduced.
- If rent is still unpaid 40 days after the due date, the tenancy ends and the plot is offered to the next person on
  the waiting list.
- The Society's membership fee (£5 a year) is included in the rent; associate members without a plot pay it on its
  own and may use the trading hut.

## 2. The waiting list

Anyone living in Brackenfield or the parishes of Upper Dunsford and Colley may join the waiting list through the
Society's website. In January 2025 there were 63 names on the list. The wait is usually about 18 months for a half
plot and about 30 months for a full plot.

- New plot holders start with a quarter or a half plot. After two full seasons you may ask to move to a full plot.
- You have 14 days to accept a plot you are offered. If you turn down two offers, you go back to the bottom of the
  list.
- Each household may hold at most one full plot, or two smaller plots that together are no larger than a full plot.

## 3. Cultivation and inspections

At least 75% of a plot must be under cultivation from the second season on. Grass paths, a shed, a greenhouse and a
compost area count as cultivated, but a plot that is mostly weeds does not.

The committee walks both sites four times a year, in April, June, August and October. A plot that falls short gets
a non-cultivation notice, and the plot holder then has 28 days to bring it up to standard. A second notice within
the same plot year ends the tenancy. If you are ill or away, tell your Site Manager before the inspection: the
committee will not issue a notice while an agreed absence lasts, for up to three months.

### Structures

- Sheds: one per plot, at most 2.4 m × 1.8 m and 2.2 m high, with the committee's written approval.
- Greenhouses: at most 2.4 m × 3.0 m, glazed with polycarbonate, not glass.
- Polytunnels: on full plots only, at most 3 m × 6 m.
- Fruit trees only on dwarfing rootstock, kept below 2.5 m, and not within 1 m of a path or a boundary.

## 4. Water

The troughs are filled from 1 April to 31 October. Fill watering cans from the troughs; do not put hoses in them.
Hand-held hoses may be connected to the standpipes on Site A before 09:00 and after 18:00 only. Sprinklers and
unattended hoses are not allowed at any time. When Vale Water declares a hosepipe ban, hoses may not be used at all.

Collect rainwater: each plot may have up to four water butts, linked to a shed or greenhouse roof.

## 5. Bonfires

Bonfires are allowed only between 1 November and the last day of February, on weekdays (Monday to Friday). A bonfire
may be lit no earlier than 08:00 and must be fully out by 11:00. Burn only dry plant material grown on the site:
never plastics, treated timber, carpet or tyres. Do not light a fire when the wind blows towards the houses on
Mercer Road, and never leave one unattended.

The one exception is diseased material. Potato and tomato haulm with blight, and plants with club root or onion
white rot, may be burnt at any time of year with the Site Manager's written permission.

Outside the bonfire season, bring woody prunings and hedge clippings to the shredding days, held on the first
Saturday of April and the first Saturday of October at the Site A car park.

## 6. Animals

Hens may be kept on full plots only: up to six, and no cockerels. Bees need the committee's approval, membership of
the county beekeepers' association and the agreement of the neighbouring plot holders. No other livestock.

## 7. Access and security

- The gate code changes on 1 January and 1 July and is sent to paid-up plot holders by text message.
- A key to the Site A tool store costs a refundable deposit of £10.
- Park only in the Site A car park. Vehicles may drive onto the main track for deliveries, for at most 20 minutes.
- Children are welcome but must be supervised by an adult at all times. Dogs must be on a lead.

## 8. Amendments adopted at the AGM of 7 March 2026

The AGM of 7 March 2026 voted the following changes. They take effect on 1 October 2026, at the start of the
2026-27 plot year, and replace the rents, water charges and shed size in sections 1 and 3 where they differ. The
table in section 1 will be updated in the 2026 edition of this handbook.

- Full plot: £88 a year (water charge £15).
- Half plot: £48 a year (water charge £15).
- Quarter plot: unchanged at £24 a year (water charge £6).
- Raised bed: unchanged at £15 a year, water included.
- Sheds may now be up to 2.4 m × 2.4 m; the height limit stays at 2.2 m.
- The bonfire rules in section 5 are unchanged. A motion to allow Saturday bonfires was defeated by 31 votes to 12.
"""

TIDEWATER_FARES = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tidewater card fares and concessions | Calder Bay Transit</title>
</head>
<body>
<nav><a href="/">Calder Bay Transit</a> &rsaquo; <a href="/fares">Fares</a> &rsaquo; Tidewater card</nav>
<main>
<h1>Tidewater card: fares and concessions</h1>
<p class="updated">Fares valid from 2 February 2026.</p>

<p>The Tidewater card is the cheapest way to pay on Calder Bay buses, trams and the Northline train. Tap on when you
board, and tap off when you leave trams and trains. On buses you only tap on. If you forget to tap off a tram or a
train, you are charged the fare to the end of the line.</p>

<h2>Single fares</h2>
<table>
<thead><tr><th>Zones travelled</th><th>Tidewater adult</th><th>Cash or contactless</th><th>Concession</th></tr></thead>
<tbody>
<tr><td>Zone 1 only</td><td>$2.60</td><td>$3.20</td><td>$1.30</td></tr>
<tr><td>Zones 1-2</td><td>$3.40</td><td>$4.20</td><td>$1.70</td></tr>
<tr><td>Zones 1-3</td><td>$4.50</td><td>$5.50</td><td>$2.25</td></tr>
<tr><td>Zones 1-4</td><td>$5.80</td><td>$7.00</td><td>$2.90</td></tr>
</tbody>
</table>
<p>A trip within Zone 2, 3 or 4 only, without entering Zone 1, costs the Zone 1 fare.</p>

<h2>Transfers</h2>
<p>Changing between buses, trams and the Northline is free within 90 minutes of your first tap on, as long as you tap
on each time. A return trip on the same route is a new journey and is charged again.</p>

<h2>Fare caps</h2>
<p>Once your Tidewater card has paid the cap for the zones you travelled in, the rest of your trips that day or that
week are free. Days run from 04:00 to 03:59. Weeks run from Monday to Sunday.</p>
<table>
<thead><tr><th>Zones</th><th>Daily cap</th><th>Weekly cap</th></tr></thead>
<tbody>
<tr><td>Zone 1 only</td><td>$7.80</td><td>$31.00</td></tr>
<tr><td>Zones 1-2</td><td>$10.20</td><td>$41.00</td></tr>
<tr><td>Zones 1-3</td><td>$13.50</td><td>$54.00</td></tr>
<tr><td>Zones 1-4</td><td>$17.40</td><td>$69.00</td></tr>
</tbody>
</table>
<p>Concession fares are capped at half the adult caps. Cash and contactless fares are not capped.</p>

<h2>Harbour ferries and the Airport Line</h2>
<ul>
<li>Harbour ferries F1 to F3 are outside the zones: $6.40 a trip with a Tidewater card, $3.20 concession. Ferry
trips do not count towards the caps.</li>
<li>Trips to or from Calder Bay Airport station add a station access fee of $4.00 to the zone fare. The access fee
is not capped and there is no concession on it.</li>
</ul>

<h2>Concessions</h2>
<ul>
<li><strong>Children</strong> aged 5 to 15 pay the concession fare with a Child Tidewater card. Children under 5
travel free, up to three with each paying adult.</li>
<li><strong>Seniors</strong>: anyone aged 65 or over can get a Senior Tidewater card and pay concession fares. Show
photo ID with your date of birth at a Travel Centre. You do not have to live in Calder Bay, so visitors can get one
too.</li>
<li><strong>Gold Pass</strong>: Calder Bay residents aged 70 or over travel free on buses, trams and the Northline,
at any time. Apply online with proof of address. The Gold Pass is not valid on ferries.</li>
<li><strong>Students</strong> in full-time study at a college or university in Calder Bay pay concession fares with
a Student Tidewater card, renewed every academic year.</li>
<li><strong>Jobseekers</strong> receiving the Calder Bay Work Support payment get a 50% discount for up to six
months; ask your case manager for a referral.</li>
</ul>

<h2>Buying and topping up</h2>
<p>An adult Tidewater card costs $5 at stations, Travel Centres and most newsagents. The card fee is not refundable.
Concession cards are free. Top up by at least $10 at a machine, online, or in the Tidewater app; online top-ups can
take up to 24 hours to reach your card unless you tap it on an app-enabled phone. Set up auto top-up to add $20
whenever the balance falls below $10.</p>
<p>Register your card online. If a registered card is lost or stolen and you report it, we block it and move its
balance to a new card.</p>

<h2>Checking tickets</h2>
<p>Revenue protection officers check tickets on all services. If you cannot show a Tidewater card that was tapped on
for your trip, or another valid ticket, you may be issued a penalty notice. You can appeal a penalty notice online
within 28 days.</p>

<h2>Refunds</h2>
<p>If your service is more than 30 minutes late because of us, you can claim back the fare of that trip through the
Tidewater app within 7 days.</p>
</main>
<footer>Calder Bay Transit Authority · Customer line 1300 482 100 (7 am to 9 pm daily)</footer>
</body>
</html>
"""

INCIDENT_STYLES = (
    of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1") + of.w_style("Heading2", "heading 2")
)
INCIDENT_REVIEW = [
    ("Incident review INC-2291: order confirmations stopped in eu-west", "Title"),
    (
        "Marrowby Goods engineering · Status: final · Written by Rhiannon Tuck (incident commander) with the "
        "payments and platform teams · Review meeting held on 18 March 2026",
        None,
    ),
    ("Summary", "Heading1"),
    (
        "On Wednesday 11 March 2026, from 09:12 to 13:47 GMT, the orders service in our eu-west cluster rejected "
        "every payment webhook sent by our payment provider, Stellate Pay. The outage lasted 4 hours 35 minutes.",
        None,
    ),
    (
        "During that time customers in the UK and the EU could pay, but their orders stayed in the state awaiting "
        "payment and no confirmation e-mail was sent. 1,842 orders were affected. 214 customers thought the payment "
        "had failed, paid a second time and were charged twice. The us-east cluster, which serves North America, "
        "was not affected.",
        None,
    ),
    (
        "No data was lost. Every rejected webhook was replayed after the fix, all affected orders were confirmed by "
        "14:30, and every double payment was refunded by 13 March.",
        None,
    ),
    ("Timeline (GMT, 11 March 2026)", "Heading1"),
    None,  # the timeline
    ("Root cause", "Heading1"),
    (
        "Stellate Pay signs every webhook, and the orders service checks the signature with a shared signing "
        "secret. The payments team rotates that secret every 90 days. This time the secret was rotated while "
        "deployments to eu-west were paused by a change freeze for the spring sale, so eu-west kept checking "
        "signatures with the old secret and rejected every webhook with 401 invalid signature.",
        None,
    ),
    ("Contributing factors", "Heading2"),
    ("Our webhook alert watched only 5xx responses, so 401 responses raised no alert.", None, True),
    ("The orders service reads the secret once at start-up and caches it until it restarts.", None, True),
    (
        "The rotation runbook did not say to check that every region had the new secret before the old one expired, "
        "and it did not use Stellate Pay's overlap, which keeps both secrets valid for up to 24 hours.",
        None,
        True,
    ),
    ("Impact", "Heading1"),
    None,  # the impact table
    ("What went well", "Heading2"),
    (
        "Customer support noticed the rise in contacts within half an hour and raised it in the incident channel. "
        "The replay tool worked first time, and finance refunded all double payments within two days.",
        None,
    ),
    ("What went badly", "Heading2"),
    (
        "We learnt about the outage from customers, not from our alerts. The first fix, adding the secret by hand, "
        "did not work because of the cache, and we lost almost two hours before the service was restarted.",
        None,
    ),
    ("Actions", "Heading1"),
    None,  # the action table
    (
        "Note: an earlier draft of this review gave the number of affected orders as 1,790. That count missed the "
        "orders paid by bank transfer; the figure above is the final one.",
        None,
    ),
]
INCIDENT_TIMELINE = [
    ["Time", "What happened"],
    ["08:55", "Owen Farrier (payments) rotates the webhook signing secret in the Stellate Pay dashboard."],
    ["09:12", "First webhook rejected by eu-west with 401 invalid signature."],
    ["09:40", "Customer support sees 37 chats about missing confirmations in 30 minutes and posts in #incidents."],
    ["10:20", "Incident declared at SEV2. Rhiannon Tuck takes the incident commander role."],
    ["11:10", "Cause found: the new secret is in the us-east configuration but not in eu-west."],
    ["11:32", "New secret added to eu-west by hand. Webhooks are still rejected: the old secret is cached."],
    ["13:20", "Change freeze lifted for the orders service; rolling restart of eu-west begins."],
    ["13:47", "Webhooks accepted again. Replay of the rejected webhooks starts."],
    ["14:30", "Replay complete; all affected orders confirmed and confirmation e-mails sent."],
]
INCIDENT_IMPACT = [
    ["Measure", "Figure"],
    ["Orders left awaiting payment", "1,842"],
    ["Customers charged twice", "214"],
    ["Double payments refunded", "£9,316.40"],
    ["Support contacts (chat, e-mail, phone)", "512"],
    ["Goodwill vouchers sent (£10 each, to customers charged twice)", "£2,140"],
    ["Orders cancelled by customers", "23"],
]
INCIDENT_ACTIONS = [
    ["Action", "Owner", "Due", "Status"],
    ["Alert on 4xx responses from the webhook endpoint, not only 5xx", "Lena Drozd", "27 March 2026", "Done"],
    ["Reload the signing secret from the vault without a restart", "Kofi Mensah", "17 April 2026", "In progress"],
    ["Rewrite the rotation runbook: all regions, use the 24-hour overlap", "Owen Farrier", "3 April 2026", "Done"],
    ["Add secret rotations to the change-freeze checklist", "Rhiannon Tuck", "10 April 2026", "Open"],
    ["Support macro for customers asking about a missing confirmation", "Bea Harcourt", "20 March 2026", "Done"],
]

CORVANE_RANGE = {
    "Models 2026": [
        ["Model", "Type", "Motor", "Battery (Wh)", "Range (km)", "Weight (kg)", "Frame sizes", "Price (GBP)"],
        ["Tern City", "City", "Rear hub, 250 W, 45 Nm", 500, 95, 24.8, "S, M, L", 2299],
        ["Tern City+", "City", "Rear hub, 250 W, 45 Nm", 625, 120, 25.6, "S, M, L", 2599],
        ["Plover Trek", "Trekking", "Mid-drive, 250 W, 70 Nm", 625, 110, 26.9, "M, L, XL", 3199],
        ["Avocet Cargo", "Longtail cargo", "Mid-drive, 250 W, 85 Nm", 800, 100, 38.5, "One size", 4890],
        ["Godwit Fold", "Folding", "Front hub, 250 W, 40 Nm", 360, 60, 19.2, "One size", 1849],
        ["Sanderling Trail", "Full-suspension eMTB", "Mid-drive, 250 W, 85 Nm", 750, 90, 23.9, "S, M, L, XL", 4299],
        [],
        ["Range is measured on the Corvane mixed route (rider 75 kg, Tour mode, 20 °C). Expect less in winter."],
        ["All models are limited to 25 km/h assistance and are road legal as EAPCs in the UK."],
        ["Corvane e-bikes, 2026 model range. UK prices in GBP including VAT, valid from 1 March 2026."],
    ],
    "Service and warranty": [
        ["Item", "Tern, Plover, Godwit, Sanderling", "Avocet Cargo"],
        ["First service", "after 300 km or 3 months, whichever comes first", "after 300 km or 3 months"],
        ["Regular service", "every 2,000 km or 12 months", "every 1,500 km or 6 months"],
        ["Service price at a Corvane partner", "first service free, then 89", "first service free, then 119"],
        ["Frame warranty", "10 years", "5 years"],
        ["Motor warranty", "2 years", "2 years"],
        ["Battery warranty", "2 years or 500 full charge cycles", "2 years or 500 full charge cycles"],
        ["Battery capacity after warranty", "at least 70% of rated capacity", "at least 70% of rated capacity"],
        [],
        ["The warranty needs the first service to be done by a Corvane partner within the interval above."],
    ],
    "Accessories": [
        ["Part no.", "Accessory", "Fits", "Price (GBP)"],
        ["CV-RX500", "Range extender battery, 500 Wh", "Plover Trek, Avocet Cargo", 549],
        ["CV-CH4", "Fast charger 4 A", "all models", 129],
        ["CV-KS2", "Child seat rail and footrests", "Avocet Cargo", 189],
        ["CV-RB40", "Rear bag 40 l, waterproof", "Tern, Plover", 79],
        ["CV-LK1", "Frame lock with plug-in chain", "all except Godwit Fold", 95],
    ],
}

BRINDLE_DECK = [
    {
        "title": "Brindle Notes: Q2 2026 roadmap review",
        "body": ["Product leadership meeting, 14 April 2026", "Presenter: Mireille Afolabi, Head of Product"],
        "notes": ["Keep the first two slides to five minutes; most of the time should go to slide 4."],
    },
    {
        "title": "Where we are",
        "body": [
            "Monthly active users: 412,000 (up 9% on Q4 2025)",
            "Paid subscribers: 38,600 (Pro 31,200, Team 7,400 seats)",
            "Monthly churn of paid subscribers: 2.1% (target 1.8%)",
            "App store rating: 4.6 on iOS, 4.3 on Android",
        ],
        "notes": [
            "The 412,000 excludes the roughly 27,000 people still on the legacy Brindle Classic app, which we stop "
            "supporting on 30 September."
        ],
    },
    {
        "title": "Q1 2026: what shipped, what slipped",
        "body": [
            "Shipped: Web clipper 2.0 (9 February)",
            "Shipped: shared notebooks for teams, up to 25 members per notebook",
            "Shipped: Markdown and PDF export",
            "Slipped: offline mode on Android, moved to Q2",
        ],
    },
    {
        "title": "Q2 2026 commitments",
        "body": ["Status as of 14 April"],
        "table": [
            ["Feature", "Owner", "Target date", "Status"],
            ["Offline mode (Android)", "Tomasz Wilk", "26 May 2026", "On track"],
            ["Calendar integration (Google, Outlook)", "Elif Demir", "9 June 2026", "On track"],
            ["AI summaries (Pro and Team only)", "Jonah Castell", "16 June 2026", "On track"],
            ["End-to-end encrypted notebooks (beta)", "Saanvi Rao", "30 June 2026", "At risk"],
        ],
        "notes": [
            "Encrypted notebooks are at risk because the design review of key recovery is not finished: we still "
            "have to decide what happens when someone loses every device. If it is not signed off by 15 May we fall "
            "back to a closed beta for 200 teams in July."
        ],
    },
    {
        "title": "Pricing changes from 1 July 2026",
        "body": [
            "Pro plan for new subscribers: $8.99 a month (now $7.99), or $89 a year (now $79)",
            "Existing Pro subscribers keep $7.99 a month until 1 January 2027",
            "Team plan unchanged at $12 per user per month",
            "Free plan: note limit raised from 200 to 500 notes, still one device",
        ],
        "notes": ["Finance expects the Pro change to add about $340,000 in annual revenue after churn."],
    },
    {
        "title": "Risks and asks",
        "body": [
            "Hiring: 2 Android engineers needed, 1 offer signed",
            "Sync backend moves from CouchDB to PostgreSQL, to finish by 31 August",
            "Ask: budget for a second SOC 2 Type II audit in Q4",
        ],
    },
]

CAMP_EML = """Message-ID: <20260706093012.4471@campalderbrook.example>
Date: Mon, 6 Jul 2026 09:30:12 -0400
From: Camp Alderbrook Office <office@campalderbrook.example>
To: Session 2 families <session2@campalderbrook.example>
Subject: Final information for Session 2 (19 to 31 July)
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear Session 2 families,

We can't wait to welcome your campers to Alderbrook in less than two weeks! Please read this whole message: it has
everything you need for arrival day. If you have two children in different sessions, note that the times below
are for Session 2 only.

ARRIVAL: SUNDAY 19 JULY
Drop-off is between 14:00 and 16:00 at the Lodge (follow the green signs from the Route 9 entrance). Please do not
arrive before 14:00: Session 1 campers leave that morning and we need the time to clean the cabins. For
comparison, Session 1 drop-off on 5 July was from 13:00 to 15:00, so if you came then, come an hour later this
time. Parents are welcome to help settle campers in their cabin until 16:30, after which we start the welcome
campfire.

At check-in you will:
- hand in any medication to our camp nurse (see below);
- deposit pocket money for the tuck shop (up to $40, in cash, in an envelope with your camper's name);
- hand in phones, tablets and smartwatches if your camper has brought one by mistake. They are locked in the office
  and given back at pick-up.

MEDICATION
All medication, including vitamins and over-the-counter medicines, must be handed to our nurse, Marguerite Oduya
(RN), at check-in, in its original packaging with the pharmacy label. The nurse gives out all medicines at meal
times and at bedtime. The only exceptions are asthma inhalers and epinephrine auto-injectors: campers keep these
with them at all times, including on hikes and on the water. Please send a second, spare inhaler or
auto-injector for the nurse to hold. Campers may not keep any other medicine in their cabin.

ALLERGIES AND FOOD
Alderbrook is a nut-free camp. Please do not send any food, including sweets, in luggage or in care packages:
food in cabins attracts raccoons. Our kitchen already has your dietary notes from the registration form; if
anything has changed, reply to this e-mail by 14 July.

SWIM TEST
On the first morning every camper takes a swim test in the lake: two lengths of the swim dock (25 m each) and
two minutes of treading water. Campers who pass may use the deep-water area and go canoeing. Campers who do not
pass stay in the shallow area and may retake the test on Wednesday 22 July.

WHAT TO PACK
Sleeping bag and pillow, two towels, swimsuit, rain jacket, closed-toe shoes for hiking, a warm fleece for the
evenings, a water bottle, sunscreen, insect repellent and a torch. Label everything. Please leave at home:
phones, tablets, smartwatches, valuables, and anything you'd be upset to lose.

STAYING IN TOUCH
Campers cannot make phone calls, but you can write. E-mails sent to campermail@campalderbrook.example with your
camper's name and cabin in the subject line are printed once a day at 17:00 and handed out at dinner. Post is
delivered on weekdays. We post photos to the parent portal every evening.

PICK-UP: FRIDAY 31 JULY
The closing show starts at 09:30 in the Lodge and families are very welcome. Pick-up is from 10:30 to 12:00.
Anyone collecting a camper must show photo ID; if it is not a parent, send us their name by 29 July.

CONTACT
The camp office is open from 08:00 to 20:00 on (555) 014-2286. For emergencies outside those hours, call the
director, Walt Brennerman, on (555) 014-2299. Any unused pocket money is returned at pick-up.

See you on the 19th!

The Camp Alderbrook team
"""

ASHCOMBE_CLASSES = """Code,Course,Tutor,Day,Start,End,Weeks,First class,Room,Fee (GBP),Concession fee (GBP),Notes
ACL-101,Pottery: wheel throwing for beginners,Hester Lomax,Tuesday,18:30,21:00,10,21 April 2026,Studio 2,195,140,\
"Clay included; firing fee 15 paid to the tutor"
ACL-102,Pottery: hand-building,Ruben Okoye,Thursday,18:30,21:00,8,23 April 2026,Studio 2,160,115,Clay included
ACL-103,Pottery: wheel throwing for improvers,Hester Lomax,Wednesday,18:30,21:00,10,22 April 2026,Studio 2,210,150,\
Must have done ACL-101 or similar
ACL-210,Spanish for beginners (A1),Lucía Ferrer,Monday,19:00,21:00,10,20 April 2026,Room 14,150,105,Textbook extra
ACL-211,Spanish improvers (A2),Lucía Ferrer,Wednesday,19:00,21:00,10,22 April 2026,Room 9,150,105,Textbook extra
ACL-220,Conversational Italian,Paolo Gatti,Thursday,19:00,20:30,10,23 April 2026,Room 12,120,85,
ACL-301,Introduction to Python programming,Ifeoma Nwosu,Tuesday,18:00,20:00,10,21 April 2026,IT Suite A,175,120,\
Laptops provided
ACL-302,Excel for small business,Graham Pettifer,Monday,18:00,20:00,6,20 April 2026,IT Suite A,110,75,
ACL-410,Life drawing,Ines Marchetti,Saturday,10:00,12:30,8,25 April 2026,Studio 1,150,105,"Model fee included"
ACL-415,Watercolour landscapes,Ines Marchetti,Wednesday,14:00,16:00,8,22 April 2026,Studio 1,130,90,Daytime class
ACL-501,Bookkeeping for beginners (Level 1),Graham Pettifer,Thursday,18:00,21:00,12,23 April 2026,Room 3,240,170,\
Exam fee 65 not included
ACL-520,First aid at work,Sandra Kowalczyk,Saturday and Sunday,09:00,16:30,2 days,16 May 2026,Hall,95,95,\
Certificate valid 3 years
ACL-601,Yoga for beginners,Priya Lanyon,Monday,18:00,19:00,10,20 April 2026,Hall,85,60,Bring a mat
ACL-602,Pilates,Priya Lanyon,Thursday,18:15,19:15,10,23 April 2026,Hall,85,60,Bring a mat
"""

WETLAND_NOTICE_ZH = (
    "澄湖湿地公园游览须知（2026年版）为保护湿地生态环境、保障游客安全，请游客在入园前仔细阅读本须知并自觉遵守。"
    "一、开放时间：夏令时（4月1日至10月31日）每日7:30至18:30开放，17:30停止售票和入园；冬令时（11月1日至次年3月31日）"
    "每日8:00至17:00开放，16:00停止售票和入园。每年12月至次年2月为候鸟越冬保护期，北区观鸟区每周一闭园，其余区域正常"
    "开放。二、门票：成人票60元/人；学生票30元/人，凭全日制本科及以下学历学生证购买；6周岁（含）以下或身高1.2米（含）"
    "以下的儿童、70周岁以上老人、现役军人和残疾人凭有效证件免票；60至69周岁老人凭身份证购买半价票30元。门票仅限当日"
    "使用，出园后再次入园须重新购票。每月第一个星期三为公益开放日，上午10:00前入园免票，每天限2000人，须提前一天在"
    "“澄湖湿地”公众号预约。三、游船与观光车：湖心游船每30分钟一班，首班9:00，末班16:30（冬令时末班15:30），每人每次"
    "40元，身高1.2米以下的儿童须由成人陪同乘坐，票价20元；风力达到5级以上或有雷雨时游船停航，已购船票可当日全额退款。"
    "环湖观光车单程15元，往返25元，全程约6公里，中途设荷花池、观鸟塔、芦苇荡三个站点。四、停车：南门和西门停车场共"
    "有车位820个，小型车首小时免费，之后每小时5元，每日最高收费30元；大型客车每次40元。南门停车场设有新能源汽车充电桩，"
    "充电费用另计。节假日车位紧张，建议乘坐地铁6号线至澄湖站，从B出口步行约400米到南门。五、禁止事项：园内禁止游泳、"
    "垂钓、放风筝、放飞无人机、野炊烧烤和投喂野生动物；禁止携带宠物入园，导盲犬除外；自行车只能在环湖自行车道骑行，"
    "不得进入木栈道；请勿采摘花草、攀折树木或越过护栏拍照。违反上述规定的，管理人员有权劝阻，情节严重的移交公安机关"
    "处理。六、服务设施：游客服务中心位于南门，提供免费借用轮椅和婴儿车（须押身份证）、行李寄存、失物招领和急救服务。"
    "观鸟望远镜每台每小时租金10元，押金200元。园内设有直饮水点8处、公共卫生间12处。七、团体游览：20人以上的团体须提前"
    "三天预约，可享门票八折优惠，学校组织的研学活动另行协商。咨询电话：0571-88392260（8:30至17:00）。"
    "澄湖湿地公园管理处　2026年3月"
)

DORM_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
DORM_RULES = [
    ("青藤职业技术学院学生宿舍管理规定", "Title"),
    ("（2026年6月15日院长办公会审议通过）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为加强学生宿舍管理，维护正常的生活和学习秩序，保障学生人身和财产安全，根据国家有关规定和学院实际，"
        "制定本规定。",
        None,
    ),
    ("第二条　本规定适用于在校内学生宿舍住宿的全日制学生。留学生公寓另行管理。", None),
    (
        "第三条　学生工作处是学生宿舍的主管部门，后勤服务中心负责宿舍楼的日常管理和维修，各二级学院负责本院学生的教育和管理。",
        None,
    ),
    ("第二章　入住与调换", "Heading1"),
    ("第四条　新生凭录取通知书和缴费凭证办理入住，按学院分配的房间和床位入住，不得私自调换房间或床位。", None),
    (
        "第五条　住宿费按学年收取：普通六人间每生每学年900元，普通四人间每生每学年1200元，带独立卫浴的四人间每生每学年"
        "1600元。住宿费与学费同时缴纳，中途退宿的按月退还剩余住宿费。",
        None,
    ),
    (
        "第六条　确需调换宿舍的，学生须在每学期开学后第3周至第4周提出申请，经辅导员同意后由后勤服务中心统一办理，"
        "其他时间不予受理。因身体原因须调换的，凭校医院证明可随时申请。",
        None,
    ),
    (
        "第七条　寒暑假期间宿舍原则上不安排留宿。确需留校的，须在放假前两周向所在二级学院提出申请，经批准后统一安排在"
        "7号楼住宿，假期住宿费按每人每天10元收取。",
        None,
    ),
    ("第三章　作息与门禁", "Heading1"),
    (
        "第八条　宿舍楼门开放时间：周日至周四为6:00至23:00；周五、周六及法定节假日前一天为6:00至23:30。"
        "周日至周四23:15熄灯，熄灯后宿舍照明断电，书桌插座保留供电；周五、周六不熄灯。",
        None,
    ),
    (
        "第九条　楼门关闭后返回的学生，须在值班室出示学生证并登记姓名、房间号和晚归原因。一个月内晚归累计3次的，"
        "由宿舍管理员通报所在二级学院。",
        None,
    ),
    ("第十条　学生不得在外留宿。确需在外留宿的，须提前向辅导员请假并登记去向。", None),
    ("第四章　安全用电", "Heading1"),
    (
        "第十一条　每间宿舍用电总功率限额为1500瓦，超过限额时自动断电。宿舍房间内禁止使用额定功率超过500瓦的电器。",
        None,
    ),
    (
        "第十二条　电吹风、卷发棒等个人护理电器可在宿舍房间内使用，但功率不得超过500瓦；功率在500瓦以上、1000瓦以下的，"
        "仅可在各楼层公共盥洗室内使用；功率超过1000瓦的，在宿舍楼内一律不得使用。",
        None,
    ),
    (
        "第十三条　严禁在宿舍内使用电炉、电热杯、热得快、电饭锅、电磁炉、电热毯等违规电器，严禁私拉电线和使用无3C认证的"
        "插线板。严禁在宿舍楼内为电动自行车电池充电。",
        None,
    ),
    (
        "第十四条　宿舍管理员和学生干部每月进行一次安全检查。查出的违规电器由宿舍管理员暂扣，学期结束时由学生本人"
        "凭学生证领回。",
        None,
    ),
    ("第五章　访客管理", "Heading1"),
    (
        "第十五条　访客须凭有效身份证件在值班室登记后方可进入宿舍楼，访问时间为每天8:00至21:00。异性访客不得进入"
        "宿舍房间，只能在一楼会客室会面。",
        None,
    ),
    ("第十六条　严禁留宿外来人员，包括本校其他宿舍的学生。", None),
    ("第六章　卫生检查", "Heading1"),
    (
        "第十七条　后勤服务中心每周三下午检查宿舍卫生，结果分为优、良、中、差四等，在宿舍楼一楼公告栏公布。"
        "连续两次被评为“差”的宿舍，全体成员须参加一次公共区域清洁劳动。",
        None,
    ),
    (
        "第十八条　每学期评选“文明宿舍”，评选比例不超过宿舍总数的10%，每间获奖宿舍奖励300元，并在学生综合测评中"
        "为每名成员加2分。",
        None,
    ),
    ("第七章　违纪处理", "Heading1"),
    (
        "第十九条　违反本规定使用违规电器的，第一次给予通报批评，第二次给予警告处分；因违规用电引发火灾的，视情节"
        "给予记过直至开除学籍处分，并承担赔偿责任。",
        None,
    ),
    ("第二十条　私自留宿外来人员的，给予警告处分；私自调换床位的，责令限期搬回，拒不搬回的给予通报批评。", None),
    ("第二十一条　损坏宿舍公共设施的，按价赔偿；故意损坏的，另按学院学生违纪处分办法处理。", None),
    ("第八章　附则", "Heading1"),
    ("第二十二条　本规定由学生工作处负责解释。", None),
    (
        "第二十三条　本规定自2026年9月1日起施行。2023年8月印发的《青藤职业技术学院学生公寓管理办法》同时废止。",
        None,
    ),
]

API_GUIDE_ZH = """# 数澜开放平台 API 接入指南（v3）

> 适用于数澜开放平台 v3 接口。文档维护：开放平台技术支持组。最后更新：2026 年 4 月 8 日。

## 1. 概述

数澜开放平台提供企业工商信息、发票验真和物流轨迹三类数据接口。所有接口仅支持 HTTPS，请求和响应均为 UTF-8 编码的
JSON。v3 接口的根地址为：

```
https://api.shulan-open.example/v3
```

接入流程：在开发者控制台创建应用，获得 AppKey 和 AppSecret → 用它们换取 access_token → 调用业务接口时在请求头
`Authorization: Bearer <access_token>` 中携带令牌。

## 2. 鉴权

调用 `POST /oauth/token` 获取访问令牌，请求参数为 `app_key`、`app_secret` 和 `grant_type=client_credentials`。

- access_token 的有效期为 7200 秒（2 小时），过期后接口返回错误码 40101，需要重新获取。
- 响应中同时返回 refresh_token，有效期为 30 天，可以用它换取新的 access_token，无需再次提交 AppSecret。
- 获取新令牌后，旧的 access_token 在 5 分钟内仍然有效，便于多台服务器平滑切换。
- 每个应用每天最多获取 access_token 2000 次，请在服务端缓存令牌，不要每次调用都重新获取。

AppSecret 只在创建应用时显示一次，请妥善保存。如怀疑泄露，请在控制台重置，重置后旧的 AppSecret 立即失效。

## 3. 调用频率限制

不同套餐的调用限制如下：

| 套餐 | 每秒请求数（QPS） | 每日调用上限 | 单次批量查询条数 | 价格 |
|---|---|---|---|---|
| 免费版 | 5 | 10,000 次 | 20 | 免费 |
| 标准版 | 50 | 500,000 次 | 100 | 980 元/月 |
| 企业版 | 300 | 不限 | 500 | 联系销售 |

超过 QPS 限制时返回 HTTP 429 和错误码 42901，请等待 1 秒后重试；超过每日调用上限时返回错误码 42902，当日不能再调用，
额度在次日 0:00（北京时间）恢复。免费版每日额度用完后，可以在控制台临时购买加量包：10 万次 90 元，当月有效。

## 4. 错误码

| 错误码 | 含义 | 处理建议 |
|---|---|---|
| 40001 | 参数缺失或格式错误 | 检查必填参数和数据格式 |
| 40101 | access_token 无效或已过期 | 重新获取 access_token |
| 40102 | 签名校验失败 | 检查签名算法和时间戳 |
| 40301 | 当前套餐无权调用该接口 | 升级套餐 |
| 40401 | 查询的资源不存在 | 检查查询条件 |
| 42901 | 请求过于频繁，超过 QPS 限制 | 降低并发，等待 1 秒后重试 |
| 42902 | 已超过当日调用上限 | 次日再调用，或购买加量包 |
| 50001 | 服务内部错误 | 可以重试，最多 3 次 |
| 50301 | 服务维护中 | 关注平台公告 |

## 5. 请求签名

发票验真接口除令牌外还要求签名：将请求参数按参数名升序排列后拼接，加上 `timestamp` 和 `nonce`，用 AppSecret
做 HMAC-SHA256 签名，结果放在请求头 `X-Shulan-Signature` 中。

- `timestamp` 为毫秒级 Unix 时间戳，与服务器时间相差不能超过 300 秒。
- `nonce` 为随机字符串，10 分钟内不能重复使用。

## 6. 回调通知

物流轨迹有更新时，平台向应用配置的回调地址发送 POST 请求。应用须在 5 秒内返回 HTTP 200，否则视为失败。
失败后平台共重试 5 次，间隔依次为 1、5、15、30、60 分钟，仍然失败的通知可在控制台查看并手动重发。

## 7. SDK

| 语言 | 包名 | 当前版本 | 运行环境 |
|---|---|---|---|
| Python | shulan-sdk | 3.2.0 | Python 3.9 及以上 |
| Java | com.shulan:open-sdk | 3.1.4 | JDK 11 及以上 |
| Go | github.com/shulan-open/go-sdk | 3.0.2 | Go 1.21 及以上 |

## 8. 版本与下线计划

- v1 接口已于 2025 年 6 月 30 日下线。
- v2 接口将于 2026 年 12 月 31 日停止服务，请在此之前迁移到 v3。迁移说明见控制台“文档中心 > v2 迁移指南”。
- v3 接口的令牌与 v2 不通用，迁移时需要重新获取。

## 9. 技术支持

工作日 9:00 至 18:00 可在控制台提交工单，标准版和企业版工单 4 小时内响应，免费版 2 个工作日内响应。
"""

GUESTHOUSE_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>预订须知 - 鹿鸣山居</title>
</head>
<body>
<header><a href="/">鹿鸣山居</a> &gt; 预订须知</header>
<h1>鹿鸣山居预订须知</h1>
<p>鹿鸣山居位于莫干岭北麓，共有1号楼、2号楼两栋客房，另有独栋小院一处。本须知自2026年3月1日起适用于所有渠道的预订。</p>

<h2>一、房型与价格</h2>
<table>
<tr><th>房型</th><th>位置</th><th>面积</th><th>床型</th><th>平日价</th><th>周末及节假日价</th><th>可住人数</th></tr>
<tr><td>山景大床房</td><td>1号楼</td><td>28平方米</td><td>1.8米大床</td><td>580元</td><td>780元</td><td>2人</td></tr>
<tr><td>山景双床房</td><td>1号楼</td><td>30平方米</td><td>1.2米双床</td><td>580元</td><td>780元</td><td>2人</td></tr>
<tr><td>观星阁楼房</td><td>2号楼</td><td>32平方米</td><td>1.8米大床</td><td>680元</td><td>880元</td><td>2人</td></tr>
<tr><td>庭院家庭房</td><td>2号楼</td><td>45平方米</td><td>1.8米大床+1.2米单床</td><td>880元</td><td>1180元</td><td>3人</td></tr>
<tr><td>独栋小院</td><td>小院</td><td>90平方米</td><td>两室一厅</td><td>1680元</td><td>2280元</td><td>4人</td></tr>
</table>
<p>周末价适用于周五、周六入住；春节、五一、国庆期间的价格以预订页面为准。以上房价均含两份早餐。</p>

<h2>二、入住与退房</h2>
<ul>
<li>入住时间为15:00以后，退房时间为12:00以前。</li>
<li>平日可视房态免费延迟退房至14:00；延迟至18:00以前退房的，加收当晚房费的50%；18:00以后退房的，按一晚房费收取。</li>
<li>入住时须出示所有入住人的有效身份证件，未成年人须由监护人陪同入住。</li>
</ul>

<h2>三、早餐与加床</h2>
<p>早餐时间为7:30至9:30，在1号楼一楼餐厅供应。加早餐每位38元，身高1.2米以下儿童免费。</p>
<p>仅庭院家庭房和独栋小院可以加床，每晚150元，含一份早餐。其他房型不能加床，可免费提供婴儿床。</p>

<h2>四、携带宠物</h2>
<p>1号楼的山景大床房和山景双床房可以携带宠物入住，须在预订时告知。每间房限带一只体重15公斤以下的犬或猫，须携带有效的疫苗接种证明，每次入住加收清洁费100元。</p>
<p>2号楼和独栋小院不接待宠物。宠物不得进入餐厅和茶室，在公共区域须牵绳，主人须及时清理宠物粪便，宠物造成的损坏照价赔偿。</p>

<h2>五、取消与改期</h2>
<ul>
<li>入住日前7天（含）以前取消的，全额退款。</li>
<li>入住日前3至6天取消的，扣除首晚房费的50%。</li>
<li>入住日前2天以内取消或当天未入住的，扣除首晚全部房费。</li>
<li>春节、国庆期间的订单一经确认不可取消，可在入住日前7天以前免费改期一次。</li>
<li>因暴雨、山体滑坡等不可抗力导致无法到达的，凭当地交通管制通知可全额退款。</li>
</ul>

<h2>六、交通</h2>
<p>自驾导航“鹿鸣山居”即可，山居有免费停车位12个。距德清高铁站约35公里，可预约接站服务，单程120元，每车最多4人。</p>

<h2>七、联系我们</h2>
<p>预订电话：0572-8812 3066（8:00至22:00）。微信公众号：鹿鸣山居。</p>
</body>
</html>
"""

CODING_CAMP_DECK_ZH = [
    {
        "title": "启明星少儿编程 2026暑期班招生说明会",
        "body": ["2026年4月12日 · 滨湖校区", "主讲：教学主管 邵雨桐"],
    },
    {
        "title": "课程体系",
        "body": [
            "Scratch图形化编程：适合7至9岁，零基础",
            "Python入门：适合10至12岁，学过Scratch更好",
            "C++信息学竞赛预备：适合12岁以上，须有Python基础或通过入学测试",
        ],
        "notes": ["家长常问是否提供午餐：暑期班不提供午餐，上下午连上的学员可在校区休息室用自带午餐，有微波炉。"],
    },
    {
        "title": "暑期班开班安排",
        "body": ["每班限12人，满6人开班"],
        "table": [
            ["班级", "课程", "适合年龄", "开课日期", "上课时间", "课时", "学费"],
            ["A班", "Scratch图形化", "7至9岁", "7月6日", "周一至周五 9:00至11:00", "20课时", "2800元"],
            ["B班", "Scratch图形化", "7至9岁", "7月20日", "周一至周五 14:00至16:00", "20课时", "2800元"],
            ["C班", "Python入门", "10至12岁", "7月6日", "周一至周五 14:00至16:30", "24课时", "3600元"],
            ["D班", "C++竞赛预备", "12岁以上", "7月13日", "周一、三、五 9:00至12:00", "30课时", "4800元"],
        ],
    },
    {
        "title": "报名与优惠",
        "body": [
            "报名时缴纳定金500元，余款在开课前一周缴清",
            "早鸟优惠：5月31日前报名并缴清学费，每班立减300元",
            "老学员享受95折，不与早鸟优惠同时使用",
            "同时报名两个班，第二个班享受9折",
        ],
    },
    {
        "title": "退费规则",
        "body": [
            "开课前7天以上申请退费：全额退还",
            "开课前7天以内申请退费：扣除定金500元",
            "开课后申请退费：已上课时不退，剩余课时按80%退还",
            "因病缺课的，凭医院证明可在秋季学期免费补课",
        ],
    },
    {
        "title": "上课须知",
        "body": [
            "自带笔记本电脑：Windows 10或macOS 12以上，内存8GB以上；也可借用校区电脑，每期50元",
            "结课后一周内举办作品展示会，邀请家长参加",
            "校区地址：滨湖区湖滨路88号滨湖科创中心三楼",
        ],
    },
    {
        "title": "更新说明（2026年4月20日）",
        "body": [
            "因滨湖校区三楼机房改造，C班开课日期由7月6日调整为7月13日，上课时间不变。",
            "新增E班：Python入门，7月27日开课，周一至周五9:00至11:30，24课时，学费3600元。",
            "A班、B班、D班安排不变。已报名C班的家长如需改报E班，请联系班主任，可免费调整。",
        ],
    },
]

FRESH7_DOCS: dict[str, str | bytes] = {
    "brackenfield/plot-holder-handbook.md": ALLOTMENT_HANDBOOK,
    "calder-bay-transit/tidewater-fares.html": TIDEWATER_FARES,
    "marrowby/incident-review-INC-2291.docx": of.w_document(
        INCIDENT_REVIEW, [INCIDENT_TIMELINE, INCIDENT_IMPACT, INCIDENT_ACTIONS], INCIDENT_STYLES
    ),
    "corvane/model-range-2026.xlsx": of.steady(of.xlsx(CORVANE_RANGE)),
    "brindle/roadmap-review-q2-2026.pptx": of.steady(of.pptx(BRINDLE_DECK)),
    "camp-alderbrook/session-2-final-information.eml": CAMP_EML,
    "ashcombe/evening-classes-summer-2026.csv": ASHCOMBE_CLASSES,
    "澄湖湿地公园游览须知.txt": WETLAND_NOTICE_ZH,
    "青藤职业技术学院学生宿舍管理规定.docx": of.w_document(DORM_RULES, styles=DORM_STYLES),
    "数澜开放平台API接入指南.md": API_GUIDE_ZH,
    "鹿鸣山居预订须知.html": GUESTHOUSE_ZH,
    "启明星少儿编程2026暑期班招生说明.pptx": of.steady(of.pptx(CODING_CAMP_DECK_ZH)),
}
