"""The documents of the answer evaluation's `fresh12` set (questions in tests/docs/answer_fresh12.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Co-ops, museums,
software firms, vets, schools, removal firms, orchards, cities, libraries, kindergartens, streets, products and people
are made up.

- A bicycle repair co-op's workshop guide in Markdown: memberships, open-workshop sessions, a repair price table with
  member and non-member prices side by side, and a no-e-bikes rule with one exception for bikes whose battery comes
  off (`freewheel-bike-coop/workshop-guide.md`).
- A clock museum's page for group visits in HTML: a price table for adults, seniors and schools, self-guided and
  guided side by side, free places for leaders, tour times, booking; packed lunches from the café without a price
  (`kettleby-clock-museum/group-visits.html`).
- A software maker's licensing questions and answers (.docx, built in code): a price table by edition and licence
  type, installs per user, a no-transfer rule with one exception for company licences, refunds that differ for new
  licences and renewals (`quillstone-software/ledgerline-licensing-faq.docx`).
- A veterinary centre's price list (.xlsx, built in code, four sheets): consultations, vaccinations by animal with a
  first course and a yearly booster side by side, neutering by animal and dog weight with the night-before rules,
  health plans; out-of-hours emergencies sent elsewhere without a price (`fernhollow-vets/price-list-2027.xlsx`).
- A secondary school's information-evening deck for a Year 7 residential trip (.pptx, built in code): dates, a
  payment table, kit, phones, medicines, pocket money; help with the cost and whom to ask only in the speaker notes
  (`oakhurst-academy/year-7-residential-information-evening.pptx`).
- A removal firm's e-mail (.eml) with a reply on top that adds a piano and raises the price and moves the crew's
  arrival, over the customer's question and the original confirmation quoted below it, which alone holds the boxes
  and their price (`brennock-removals/re-your-move-on-friday-14-may.eml`).
- A community orchard's members' handbook (.odt, built in code): memberships in a table, work days, picking limits
  with windfalls for anyone, Apple Day pressing prices for members and others, dogs, sponsoring a tree
  (`hatherleigh-community-orchard/members-handbook-2027.odt`).
- A Chinese city's guide to subsidies for lifts added to old blocks of flats (既有住宅加装电梯财政补贴申请指南) as one
  long line without line breaks: subsidies by number of floors, conditions with an exception for projects started in
  2026, sharing the cost, materials and time limits (`漳宁市既有住宅加装电梯财政补贴申请指南.txt`).
- A Chinese driving school's fee table (.csv): classes with manual (C1) and automatic (C2) prices side by side,
  resit fees by test, extra practice; the medical check named without its price (`顺驰驾校2027年收费标准.csv`).
- A Chinese kindergarten's autumn enrolment notice in HTML: birth-date ranges by class, catchment, online
  registration, the document check, fees, and a correction (更正通知) at the end that moves the check's date
  (`溪岸实验幼儿园2027年秋季招生公告.html`).
- A Chinese district library's lending rules (.docx built in code) in chapters of numbered articles (第X条): a table of
  card types whose books, loan periods and renewals differ, reference-only material with one exception for research
  cards, overdue fees and losses (`云岫区图书馆文献借阅规则.docx`).
- Two chapters of a Chinese beginner's book on home aquariums as an e-book (.epub built in code): tropical fish whose
  water temperatures and pH differ by little, water changes and feeding (`家庭水族箱入门.epub`).
"""

from __future__ import annotations

from . import office_files as of

_ODT = "application/vnd.oasis.opendocument.text"

BIKE_COOP_GUIDE = """# Freewheel Bike Co-op: workshop guide

Freewheel Bike Co-op · The Old Dairy, 3 Cheapside Lane, Larchmont LM2 6DW · hello@freewheel.example ·
Updated March 2027

Freewheel is a community bike workshop owned by its members. Since 2014 we have helped people in Larchmont keep their
bikes on the road: you can fix your own bike with our tools and a volunteer on hand, or leave it with one of our two
paid mechanics. Every penny we make goes back into the workshop and into Earn-a-Bike, which gives refurbished bikes to
people who need one.

## Membership

| Membership | Per year | Who it is for |
|---|---|---|
| Full member | £30 | Anyone aged 16 or over |
| Concession | £12 | Students, people over 65 and people on benefits |
| Household | £48 | Up to four people living at one address |

Members use the open workshop at no extra charge, pay member prices for repairs and get 10% off parts. Anyone else
may use the open workshop for £5 a session. Join at the counter or on our website; membership runs for twelve months
from the day you join.

## Open workshop

| Day | Time | Notes |
|---|---|---|
| Tuesday | 18:00 to 21:00 | |
| Thursday | 18:00 to 21:00 | Women and non-binary people only |
| Saturday | 10:00 to 14:00 | Our busiest session: come early |

There is no booking: work stands go to whoever arrives first, for up to an hour each when people are waiting. The
last bike goes on a stand 45 minutes before the end of the session. Under-16s must come with an adult. Please wash a
very muddy bike outside before you bring it in.

## Repair service

Leave your bike with us from Tuesday to Saturday, 09:30 to 17:00. We look it over with you, agree the work and the
price before we start, and text you when it is ready. Prices are for labour; parts are extra, at the price on the
shelf.

| Job | Members | Non-members | Usually ready |
|---|---|---|---|
| Puncture repair, with a new inner tube fitted | £6 | £10 | Same day |
| Brake adjustment, per brake | £5 | £8 | Same day |
| Fit new brake pads, per brake | £7 | £11 | Same day |
| Gear adjustment | £10 | £15 | Same day |
| Wheel truing, per wheel | £12 | £18 | 2 days |
| Safety check, with a written report | £15 | £22 | Same day |
| Basic service: brakes, gears, tyres, chain cleaned and oiled | £30 | £45 | 2 days |
| Full service: stripped down, cleaned, bearings regreased and rebuilt | £55 | £80 | 5 working days |

We pay for it if a repair of ours fails within 30 days: bring the bike back and we put it right free of charge. Bikes
left with us more than 14 days after we have told you they are ready are charged £2 a day for storage, and a bike not
collected after three months goes to Earn-a-Bike.

## Electric bikes

We do not work on electric bikes: our mechanics are not trained on motors, batteries and their wiring, and our
insurance does not cover them. The one exception: on an e-bike whose battery can be taken off, we do brake, tyre and
puncture work, as long as you take the battery off and home with you before you leave the bike with us. We never
touch the motor, the display or any wiring, and we cannot take e-bikes whose battery is built into the frame.

## Donating a bike

We take any bike, in any state, during repair-service hours. Good bikes are refurbished for Earn-a-Bike or sold in
the shop; the rest are stripped for parts and the metal recycled.

## Paying

We take cards and contactless only, no cash. Members show their membership card or the e-mail that came when they
joined.
"""

MUSEUM_GROUPS = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Group visits | Kettleby Clock Museum</title>
</head>
<body>
<nav><a href="/">Kettleby Clock Museum</a> &rsaquo; <a href="/visit">Visit</a> &rsaquo; Group visits</nav>
<main>
<h1>Group visits</h1>
<p>The Kettleby Clock Museum holds more than 900 clocks and watches, from a 16th-century iron turret clock to the
quartz watch, in the old Beddow &amp; Sons clock works on Clockmakers' Row. Groups of 10 or more people are welcome
from Tuesday to Friday. We are closed on Mondays; at weekends the museum is open to groups only as ordinary
visitors, without a tour.</p>

<h2>Prices for groups, 2027</h2>
<table>
<thead><tr><th>Group</th><th>Self-guided, per person</th><th>Guided tour (60 minutes), per person</th>
<th>Free places</th></tr></thead>
<tbody>
<tr><td>Adults</td><td>&pound;9.50</td><td>&pound;12.00</td><td>The group leader and the coach driver</td></tr>
<tr><td>Seniors (65 and over) and students</td><td>&pound;8.00</td><td>&pound;10.50</td><td>The group leader and the
coach driver</td></tr>
<tr><td>Primary schools, per pupil</td><td>&pound;5.50</td><td>&pound;7.00</td><td>One adult for every 6 pupils;
further adults &pound;5.00</td></tr>
<tr><td>Secondary schools and colleges, per pupil</td><td>&pound;6.50</td><td>&pound;8.00</td><td>One adult for every
10 pupils; further adults &pound;5.00</td></tr>
<tr><td>Make-a-Sundial workshop (primary schools), per pupil</td><td>&mdash;</td><td>&pound;9.00, with the guided
tour</td><td>One adult for every 6 pupils</td></tr>
</tbody>
</table>

<h2>Tours</h2>
<p>Guided tours start at 10:00, 11:30 and 13:30 and take up to 30 people each; a larger group is split between two
guides, or between a tour and the workshop. Every group, guided or not, is welcome at the Striking Hour at noon,
when the great turret clock in the courtyard strikes and its keeper shows how it works.</p>

<h2>Booking</h2>
<p>Book at least three weeks before your visit with the form on this page, or by phone on 01632 962 740. School
bookings are held with a deposit of &pound;50, taken off the final bill. Pay the balance on the day, or ask for an
invoice, payable within 30 days. If you cancel more than 7 days before your visit, we refund the deposit in full;
later than that, the deposit is kept. Let us know numbers a week before; we charge for the numbers on the day.</p>

<h2>Lunch</h2>
<p>Schools can eat their own packed lunches in the Workshop Room, which seats 40: book it when you book your visit.
The Escapement Caf&eacute; can also make packed lunches for groups if you order them at least 7 days ahead. Ask us
for the caf&eacute;'s group menu and its prices.</p>

<h2>Getting here</h2>
<p>Coaches can drop off and pick up outside the museum on Clockmakers' Row, then park at the Station Road coach park
five minutes away. Kettleby station is a ten-minute walk.</p>

<h2>Access</h2>
<p>All three floors are reached by a lift, and wheelchairs can be borrowed at the front desk. The clocks strike
every quarter of an hour in the Horology Gallery; ear defenders are available for anyone who finds the noise
difficult.</p>

<h2>During your visit</h2>
<ul>
<li>Please keep pupils with their adults at all times: one adult for every 10 pupils at the very least.</li>
<li>Photographs are welcome, without flash.</li>
<li>Bags and coats can be left in the group cloakroom on the ground floor.</li>
</ul>
</main>
<footer>Kettleby Clock Museum &middot; Clockmakers' Row, Kettleby &middot; groups@kettlebyclocks.example</footer>
</body>
</html>
"""

LICENSING_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
LICENSING_FAQ = [
    ("Ledgerline 8: licensing questions and answers", "Title"),
    (
        "Ledgerline is bookkeeping software for small businesses and the accountants who work for them, made by "
        "Quillstone Software Ltd. These answers apply to licences bought on or after 1 January 2027. "
        "sales@quillstone.example · 01632 963 500",
        None,
    ),
    ("Which licences can I buy?", "Heading1"),
    (
        "Every licence is for one named user. You can pay for Ledgerline as a yearly subscription or buy a perpetual "
        "licence, which you own for good. Prices per user, excluding VAT:",
        None,
    ),
    None,  # the price table
    (
        "A perpetual licence includes twelve months of updates and e-mail support. After that it keeps working, and "
        "you can add a further year of updates and support whenever you like. Subscriptions always include them.",
        None,
    ),
    ("On how many computers can I install it?", "Heading1"),
    (
        "One licence lets its named user install Ledgerline on up to three computers that they use themselves, for "
        "example an office desktop, a laptop and a computer at home, Windows or Mac. It may run on only one of them at "
        "a time. Anyone else who needs Ledgerline at the same time needs their own licence.",
        None,
    ),
    ("Moving to a new computer", "Heading1"),
    (
        "Deactivate Ledgerline on the old computer (Help > Deactivate this computer) and then activate it on the new "
        "one. If the old computer has died or been stolen, deactivate it from your Quillstone account page instead.",
        None,
    ),
    ("Can I pass my licence on to someone else?", "Heading1"),
    (
        "No. A licence belongs to the person named on it: it cannot be transferred to anyone else, sold or given away. "
        "The one exception is for licences bought by a company: when an employee leaves or changes role, the company "
        "may reassign that employee's licence to another of its employees, once in any twelve months, from the "
        "Quillstone account page.",
        None,
    ),
    ("Discounts", "Heading1"),
    (
        "Registered charities get 25% off subscriptions. Students and teachers can have the Solo edition free for "
        "learning and teaching, renewed each year with proof of status; it must not be used for paid work.",
        None,
    ),
    ("Refunds", "Heading1"),
    (
        "If Ledgerline is not right for you, you can have a full refund within 30 days of buying a new licence or "
        "subscription; we deactivate it when we refund you. Subscriptions renew automatically each year, and a "
        "renewal can be refunded if you ask within 14 days of the renewal date. Upgrades from Ledgerline 7 are not "
        "refunded.",
        None,
    ),
    ("What happens when a subscription ends?", "Heading1"),
    (
        "Ledgerline switches to read-only mode: you can still open, view, print and export your books for as long as "
        "you like, but you cannot enter new transactions or file VAT returns.",
        None,
    ),
    ("Training and support", "Heading1"),
    (
        "E-mail support is included with every subscription and with perpetual licences during their years of "
        "updates. We also run live online courses, and training at your own premises for groups of five or more; "
        "ask our sales team for a quote.",
        None,
    ),
]
LICENSING_PRICES = [
    ["Edition", "Yearly subscription", "Perpetual licence", "Upgrade from Ledgerline 7"],
    ["Solo (one company)", "£79", "£229", "£99"],
    ["Business (up to 25 companies)", "£149", "£419", "£179"],
    ["Practice (accountants, any number of client companies)", "£289", "Not available", "Not available"],
    ["Further year of updates and support, perpetual licences", "—", "£69 (Solo), £119 (Business)", "—"],
]

FERNHOLLOW = {
    "Consultations": [
        ["Service", "Price (incl. VAT)", "Notes"],
        ["Consultation with a vet (15 minutes)", "£48.50", "Monday to Friday 08:30 to 19:00, Saturday 09:00 to 13:00"],
        ["Repeat consultation for the same problem", "£29.00", "Within 10 days of the first consultation"],
        ["Nurse clinic", "£18.00", "Weight checks, nail clipping, removing stitches, dental advice"],
        ["Second-opinion consultation (30 minutes)", "£89.00", "Referred by another practice"],
        ["Home visit", "£95.00", "Within 5 miles of the practice, plus the consultation"],
        ["Repeat prescription", "£16.50", "Per request; ready within 48 hours"],
        [],
        [
            "Out of hours: at night, at weekends and on bank holidays, our emergency calls are answered by Moorgate "
            "Vets Out of Hours, 12 Kiln Road, Brackley. Ring our usual number and you are put through. Moorgate sets "
            "its own fees, and they are paid to Moorgate."
        ],
    ],
    "Vaccinations": [
        ["Animal", "First course", "Yearly booster", "Notes"],
        [
            "Dog",
            "£78.00",
            "£54.00",
            "Two injections 2 to 4 weeks apart, from 8 weeks old. Kennel cough vaccine £36.00 extra",
        ],
        ["Cat", "£72.00", "£52.00", "Two injections 3 to 4 weeks apart, from 9 weeks old"],
        ["Rabbit", "£58.00", "£49.00", "One injection against myxomatosis and both strains of RHD, from 5 weeks old"],
        ["Ferret", "£44.00", "£44.00", "Distemper, from 12 weeks old"],
        [],
        [
            "Every vaccination includes a full health check with a vet. A booster given more than three months late "
            "means starting the first course again."
        ],
    ],
    "Neutering": [
        ["Animal", "Operation", "Weight", "Price (incl. VAT)"],
        ["Cat", "Spay (female)", "Any", "£118.00"],
        ["Cat", "Castration (male)", "Any", "£82.00"],
        ["Dog", "Spay (female)", "Up to 10 kg", "£295.00"],
        ["Dog", "Spay (female)", "10 to 25 kg", "£355.00"],
        ["Dog", "Spay (female)", "25 to 45 kg", "£420.00"],
        ["Dog", "Spay (female)", "Over 45 kg", "£495.00"],
        ["Dog", "Castration (male)", "Up to 10 kg", "£215.00"],
        ["Dog", "Castration (male)", "10 to 25 kg", "£255.00"],
        ["Dog", "Castration (male)", "25 to 45 kg", "£299.00"],
        ["Dog", "Castration (male)", "Over 45 kg", "£340.00"],
        ["Rabbit", "Spay (female)", "Any", "£145.00"],
        ["Rabbit", "Castration (male)", "Any", "£95.00"],
        [],
        [
            "Prices include the check before the operation, the anaesthetic, pain relief to take home and one check "
            "afterwards."
        ],
        [
            "The night before: dogs and cats must have no food after 20:00; water is fine until you leave home. "
            "Rabbits must not be starved: bring some of their usual food with them."
        ],
        [
            "On the day: bring your pet between 08:00 and 08:45. We ring you after the operation, and most pets go "
            "home the same day between 16:00 and 18:00. Payment is due when you collect your pet."
        ],
    ],
    "Health plans": [
        ["Plan", "Per month", "What it covers"],
        ["Cat", "£13.50", "Yearly booster, flea and worm treatment, two consultations a year, 10% off neutering"],
        [
            "Dog up to 25 kg",
            "£16.00",
            "Yearly booster, flea and worm treatment, two consultations a year, 10% off neutering",
        ],
        [
            "Dog over 25 kg",
            "£19.50",
            "Yearly booster, flea and worm treatment, two consultations a year, 10% off neutering",
        ],
        ["Rabbit", "£9.00", "Yearly booster, two nurse checks a year, 10% off neutering"],
        [],
        [
            "Plans are paid by direct debit for at least twelve months. Fernhollow Veterinary Centre, 40 Mercer "
            "Street, Hollowbrook HB3 1ER, 01632 961 882."
        ],
    ],
}

RESIDENTIAL_DECK = [
    {
        "title": "Year 7 residential: Glenmoor Outdoor Centre",
        "body": [
            "Information evening for parents and carers, Thursday 21 January 2027",
            "Mr D. Achebe, Head of Year 7, Oakhurst Academy",
        ],
    },
    {
        "title": "The trip at a glance",
        "body": [
            "Monday 7 June to Wednesday 9 June 2027: three days, two nights",
            "Glenmoor Outdoor Centre, near Haweswater, about three hours by coach",
            "The coach leaves the school at 08:15 on Monday and is back at about 16:30 on Wednesday",
            "Dormitories of 6 to 8 pupils, boys and girls on separate floors, with staff on every floor",
        ],
    },
    {
        "title": "Activities",
        "body": ["Every pupil does every activity; groups of 12 with a centre instructor and one of our staff"],
        "table": [
            ["Day", "Morning", "Afternoon", "Evening"],
            ["Monday", "Travel", "Orienteering", "Campfire"],
            ["Tuesday", "Canoeing or gorge walking", "Climbing wall or high ropes", "Night walk"],
            ["Wednesday", "Raft building", "Travel home", "—"],
        ],
    },
    {
        "title": "Cost and payments",
        "body": [
            "£265 in all: coach, meals, rooms, activities, instructors and equipment",
            "Pay on ParentPay; a place is held once the deposit is paid",
        ],
        "table": [
            ["Payment", "Amount", "Due by"],
            ["Deposit", "£50", "5 February"],
            ["Second payment", "£100", "19 March"],
            ["Final payment", "£115", "30 April"],
        ],
        "notes": [
            "If the cost is a worry, please don't let it stop your child coming. Families can spread the payments "
            "over more months, and the school's trip fund can pay up to half of the cost for families who need it. "
            "Parents should talk, in confidence, to Mrs Okonjo in the finance office: 01632 961 204, extension 3, or "
            "finance@oakhurst.example. Families on free school meals should speak to her before paying the deposit."
        ],
    },
    {
        "title": "What to pack",
        "body": [
            "Waterproof jacket and trousers, two pairs of old trainers (one will get soaked), warm layers",
            "Sleeping bag and pillowcase; towel and washbag",
            "A packed lunch and a drink for Monday",
            "The full kit list is on the school website; bags must be labelled",
        ],
    },
    {
        "title": "Phones and money",
        "body": [
            "Phones are handed to staff on the coach and given back on the coach home",
            "We post photos and news on the Year 7 page of the website every evening",
            "Pocket money: up to £15, for the centre shop on the last day",
            "No sweets or energy drinks, please",
        ],
    },
    {
        "title": "Medicines and health",
        "body": [
            "Medical and consent form on ParentPay by 30 April",
            "All medicines in their original packaging, named, handed to Mrs Hale at the coach",
            "Inhalers and adrenaline pens stay with the pupil",
        ],
    },
    {
        "title": "Questions",
        "body": ["Mr Achebe: year7@oakhurst.example", "School office: 01632 961 204"],
    },
]

REMOVALS_EML = """Message-ID: <20270505160212.8812@brennockremovals.example>
Date: Wed, 05 May 2027 16:02:12 +0100
From: Callum Reyes <callum@brennockremovals.example>
To: Priya Natarajan <priya.n@mailbox.example>
Subject: Re: Your move on Friday 14 May: confirmation
In-Reply-To: <CAH7x2PQ@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Priya,

Thanks for letting me know about the piano. We can take it: it needs a fourth mover and our piano trolley,
so the crew will now be four, and to be done before your 17:00 key handover we'll start earlier. The crew
will now arrive at Alder Street at 07:30. The piano adds £220, so the total for your move is now £1,590
including VAT. The £200 deposit you've paid stays as it is, and the balance is due two working days before
the move.

Yes, please still get the parking suspension on Alder Street: the van is the same size.

Best wishes,
Callum

On Tue, 4 May 2027 at 21:40, Priya Natarajan <priya.n@mailbox.example> wrote:
> Hi Callum,
>
> Sorry, one thing I forgot on the inventory: there's an upright piano in the living room (my
> grandmother's). Can you move it, and what would it cost? Also, could the crew come a bit earlier? We have
> to hand the keys over at 17:00.
>
> Thanks,
> Priya
>
> On Thu, 29 Apr 2027 at 11:15, Callum Reyes <callum@brennockremovals.example> wrote:
>> Dear Ms Natarajan,
>>
>> Thank you for booking with Brennock Removals. Your move is confirmed:
>>
>> Date:     Friday 14 May 2027
>> From:     27 Alder Street, Kelsworth KW3 8PL (first-floor flat, no lift)
>> To:       4 Ferngate Close, Dunmere DN1 5RQ
>> Crew:     three movers and one 7.5-tonne van, arriving at 08:30
>> Price:    £1,370 including VAT, fixed for the inventory you sent us
>> Deposit:  £200, received on 28 April with thanks
>>
>> Boxes: on Monday 10 May we drop off 40 boxes, 4 wardrobe boxes and 2 rolls of tape. They're free;
>> we take the wardrobe boxes away after the move and you keep the rest. If you need more, extra boxes
>> are £2.50 each and tape £3 a roll.
>>
>> Parking: Alder Street is permit parking, so please ask Kelsworth Council for a parking suspension of
>> two bays outside number 27, at least 10 working days before the move.
>>
>> What we can't move: paint, bleach, gas bottles, petrol and anything else flammable, and we don't carry
>> plants in the van. Please empty and defrost the fridge-freezer the day before.
>>
>> Cover: goods-in-transit insurance up to £50,000 is included. Boxes you pack yourself are covered for
>> damage to the box from our handling, not for breakage inside it unless it's crushed.
>>
>> If you cancel up to 7 days before the move, we refund your deposit; after that it's kept.
>>
>> Kind regards,
>> Callum Reyes
>> Move coordinator, Brennock Removals, Unit 9, Tolley Road, Kelsworth · 01632 964 118
"""

ORCHARD_HANDBOOK = [
    of.odf_h("Hatherleigh Community Orchard: Members' handbook 2027", 1),
    of.odf_p(
        "Hatherleigh Community Orchard grows 62 fruit trees (apples, pears, plums, two quinces and a medlar) on the "
        "old railway land off Station Lane. It was planted by volunteers in 2011 on land leased from the parish "
        "council, and it is open to everyone, every day, from dawn to dusk. Members look after the trees and share the "
        "fruit."
    ),
    of.odf_h("Membership", 2),
    of.odf_table(
        [
            ["Membership", "Per year", "Votes at the AGM"],
            ["Individual", "£10", "One"],
            ["Household (everyone living at one address)", "£15", "Two"],
            ["Concession (students, people on benefits)", "£5", "One"],
            ["Under 18", "Free, with a member of their household", "None"],
        ],
        name="Membership",
    ),
    of.odf_p(
        "Membership runs from 1 January to 31 December. Pay by bank transfer or in the tin at any work day; the "
        "treasurer is Gwen Adeyemi (treasurer@hatherleighorchard.example)."
    ),
    of.odf_h("Work days", 2),
    of.odf_p(
        "Work days are on the second Sunday of every month from 10:00 to 13:00: mowing, mulching, planting, mending "
        "the fence. In January and February there are also pruning Saturdays, led by our tree warden, Tom Bellweather. "
        "Tools and gloves are provided, and there is always tea and cake. Children are welcome with an adult."
    ),
    of.odf_h("Picking fruit", 2),
    of.odf_list(
        [
            "From late August to the end of October, members may pick up to 5 kg of fruit per household each week "
            "from trees with a green tag.",
            "Trees with a red tag are kept for Apple Day and for juicing: please leave them alone.",
            "Windfalls, the fruit lying on the ground, may be taken by anyone, member or not, at any time.",
            "Do not climb the trees. Ladders may only be used when a committee member is there.",
            "Fruit from the orchard must not be sold.",
        ]
    ),
    of.odf_h("Apple Day", 2),
    of.odf_p(
        "Apple Day is on Saturday 9 October 2027 from 11:00 to 16:00, with the press, apple tasting, games and a "
        "cake stall. You can press your own apples into juice: bring clean bottles with caps. Pressing costs £1 a litre "
        "for members and £2 a litre for everyone else. Members can borrow the small press at other times for their own "
        "apples; ask the committee."
    ),
    of.odf_h("Dogs", 2),
    of.odf_p(
        "Dogs are welcome on a lead. They are not allowed in the picnic area by the pond, or anywhere in the orchard "
        "on Apple Day. Please pick up after your dog: there is a bin by the Station Lane gate."
    ),
    of.odf_h("Sponsoring a tree", 2),
    of.odf_p(
        "You can sponsor one of the young trees for £35 a year, which pays for its stake, guard and mulch. Your name, "
        "or a name you choose, goes on a small plaque at its foot."
    ),
    of.odf_h("How we grow", 2),
    of.odf_p(
        "We use no pesticides or weedkillers. The long grass under the older trees is cut only twice a year, in July "
        "and October, to let the wild flowers seed. Secretary: Nadia Fenwick, 01632 960 933."
    ),
]

LIFT_SUBSIDY_ZH = (
    "漳宁市既有住宅加装电梯财政补贴申请指南（2027年版）。一、适用范围：本市城区范围内四层及以上、未配备电梯、具有合法"
    "产权的既有多层住宅，以单元为单位申请加装电梯财政补贴。二、补贴标准：按楼层数确定，四层至五层的住宅每台电梯补贴"
    "15万元，六层的每台电梯补贴20万元，七层及以上的每台电梯补贴25万元；同时建设无障碍坡道的，每台另补贴2万元。补贴资金"
    "分两次拨付：电梯竣工验收合格并办理使用登记后拨付70%，电梯正常运行满一年且未发生安全事故的，拨付剩余30%。"
    "三、申请条件：（一）加装电梯事项经本单元专有部分面积占比三分之二以上的业主且人数占比三分之二以上的业主参与表决，"
    "并经参与表决专有部分面积四分之三以上的业主且参与表决人数四分之三以上的业主同意；（二）已取得规划审批手续和施工"
    "许可，并由具有相应资质的单位设计、施工和安装；（三）本补贴只适用于2027年1月1日以后开工的加装电梯项目，但2026年内"
    "已经开工、截至本指南发布之日尚未竣工验收的项目，也可以按本指南申请补贴；（四）已列入房屋征收范围或者经鉴定为危房的"
    "住宅，不予补贴。四、费用分摊：建设资金扣除财政补贴后的部分，由本单元业主按照楼层和受益程度协商分摊，一层业主可以不"
    "分摊建设资金；电梯运行、维护保养和年检的费用由使用电梯的业主分摊。业主可以申请提取本人及配偶的住房公积金支付应当"
    "分摊的建设资金。五、申请材料：补贴申请表、业主表决和同意的书面材料、规划审批和施工许可文件、电梯竣工验收报告和使用"
    "登记证、建设资金支付凭证、申请人的银行账户信息。六、办理流程和时限：由本单元业主推选的代表向所在街道办事处提交申请；"
    "街道办事处应当在收到材料后10个工作日内完成初审，区住房和城乡建设局在20个工作日内完成复核，复核通过的在区政府网站"
    "公示5个工作日，公示无异议的，补贴资金在15个工作日内拨付到申请人账户。申请补贴的截止时间为电梯竣工验收后6个月内，"
    "逾期不予受理。七、咨询电话：漳宁市住房和城乡建设局城市更新科0571-8766 2013，各街道办事处城建办。"
    "漳宁市住房和城乡建设局　漳宁市财政局　2027年3月15日"
)

DRIVING_SCHOOL_ZH = """班型,C1手动挡（元）,C2自动挡（元）,练车时间,说明
普通班,4680,4980,周一至周日白天，自选时段,含科目一至科目四培训及每科首次考试费；学车周期一般3至4个月
周末班,4880,5180,周六、周日,含内容同普通班；适合工作日上班的学员
夜间班,5080,5380,周一至周五18:30至21:30,含内容同普通班；夜间练车场地有灯光照明
VIP一对一班,7280,7580,预约制，随约随练,含内容同普通班；专属教练，市区内接送
学生班,4280,4580,寒假和暑假,全日制在校学生凭学生证报名；含内容同普通班
补考费（科目一）,50,50,每次,按考试中心收费标准收取
补考费（科目二）,300,300,每次,含考场模拟费
补考费（科目三）,350,350,每次,含考试车辆使用费
超学时练车,120,130,每小时,超出培训大纲学时后按实际时长收取
体检,—,—,—,报名前由学员到车管所指定医院自行办理，费用按医院标准另付，不在本表收费范围内
说明,,,,学员须年满18周岁，报名时一次性缴清学费，可以刷卡、微信或者支付宝支付
说明,,,,学员报名后未开始培训退学的，扣除资料费200元后退还其余学费；科目一考试合格后退学的，退还学费的50%；科目二考试合格后不予退费
说明,,,,本表收费标准自2027年1月1日起执行，由顺驰驾驶培训学校财务部负责解释，咨询电话0571-8633 5120
"""

KINDERGARTEN_NOTICE_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>溪岸实验幼儿园2027年秋季招生公告</title>
</head>
<body>
<header><a href="/">溪岸实验幼儿园</a> &gt; 园务公开 &gt; 招生信息</header>

<h1>溪岸实验幼儿园2027年秋季招生公告</h1>
<p>根据区教育局关于2027年学前教育招生工作的安排，现将我园2027年秋季招生有关事项公告如下。</p>

<h2>一、招生计划</h2>
<p>小班6个班，共180人；中班插班生5人，不招收大班插班生。</p>

<h2>二、招生对象和范围</h2>
<p>小班：2023年9月1日至2024年8月31日出生的适龄幼儿。</p>
<p>中班插班：2022年9月1日至2023年8月31日出生的幼儿。</p>
<p>招生范围：幼儿及其父母（或者其他法定监护人）户籍在我园划片范围（滨河街道、柳塘街道）内，或者父母在划片范围内
有自有住房并实际居住的。</p>

<h2>三、报名时间和方式</h2>
<p>2027年5月10日9:00至5月16日17:00，登录“漳宁教育”微信公众号“幼儿园招生”栏目网上报名，每名幼儿只能报一所幼儿园。</p>

<h2>四、现场审核</h2>
<p>时间：2027年5月22日（周六）8:30至16:00。地点：幼儿园一楼多功能厅。</p>
<p>须携带：户口簿、父母身份证、房产证或者不动产权证书、幼儿出生医学证明和预防接种证，原件和复印件各一份。未按时参加
现场审核的，视为放弃报名。</p>

<h2>五、录取</h2>
<p>审核通过的人数超过招生计划的，由区教育局组织电脑派位确定录取名单，录取结果于5月29日在“漳宁教育”公众号公布。被录取的
幼儿须在6月5日前到园确认入园，逾期未确认的视为放弃。</p>

<h2>六、收费标准</h2>
<p>保教费每生每月1200元，按省一级幼儿园收费标准收取，按学期缴纳；伙食费每生每天15元，按实际出勤天数收取。住院、
传染病隔离等原因连续请假一个月以上的，当月保教费减半收取。</p>

<h2>七、入园体检</h2>
<p>被录取的幼儿须在入园前到区妇幼保健院进行入园体检，体检合格后方可入园。</p>

<p>咨询电话：0571-8702 6618（工作日8:30至17:00）</p>
<p>溪岸实验幼儿园　2027年4月20日</p>

<div class="notice">
<h2>更正通知（2027年5月6日）</h2>
<p>因幼儿园一楼多功能厅改造施工，现场审核时间更正为2027年5月23日（周日）8:30至16:00，地点改为幼儿园二楼会议室。
其他事项不变，请家长相互转告。</p>
</div>
<footer>溪岸实验幼儿园</footer>
</body>
</html>
"""

LIBRARY_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
LIBRARY_RULES = [
    ("云岫区图书馆文献借阅规则", "Title"),
    ("（云岫区图书馆　2027年2月修订）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为规范文献借阅工作，保障读者权益，提高馆藏文献利用率，制定本规则。", None),
    ("第二条　本规则适用于云岫区图书馆总馆和各街道分馆。各馆实行通借通还，读者可以在任何一馆归还图书。", None),
    ("第二章　读者证", "Heading1"),
    (
        "第三条　读者凭本人居民身份证或者社保卡免费办理读者证，无需缴纳押金。14周岁以下少年儿童由监护人凭户口簿代为"
        "办理。读者证仅限本人使用，遗失的应当及时挂失。",
        None,
    ),
    ("第四条　各类读者证的借阅权限如下：", None),
    None,  # the table of card types
    ("第三章　借阅", "Heading1"),
    (
        "第五条　工具书、地方文献、古籍、报纸和过刊只限在馆内阅览，不得外借。但持研究证的读者因研究需要，经馆长批准，"
        "可以外借地方文献（古籍除外），借期不超过7天。",
        None,
    ),
    ("第六条　新书上架后三个月内，每位读者每次限借新书2册。", None),
    (
        "第七条　读者可以在借期届满前7天内通过“云岫图书馆”App、自助借还机或者到服务台办理续借。已被其他读者预约的"
        "图书不能续借。",
        None,
    ),
    ("第四章　逾期、损坏和遗失", "Heading1"),
    (
        "第八条　外借文献逾期归还的，每册每天收取逾期费0.10元，每册最高不超过该文献定价。逾期费未缴清的，暂停借阅。",
        None,
    ),
    (
        "第九条　损坏或者遗失外借文献的，应当赔偿同一版本的新书；无法赔偿新书的，按文献定价的二倍赔偿，多卷书遗失其中"
        "一卷的，按全套书定价赔偿。",
        None,
    ),
    ("第十条　读者证连续两年未使用的，自动转为停用状态，读者可以凭有效证件重新启用。", None),
    ("第五章　附则", "Heading1"),
    ("第十一条　本规则由云岫区图书馆负责解释，自2027年3月1日起施行。咨询电话：0571-8541 7700。", None),
]
LIBRARY_CARDS = [
    ["读者证类型", "可借册数", "借期", "续借"],
    ["普通读者证", "10册", "30天", "可续借1次，续借期30天"],
    ["少儿读者证（14周岁以下）", "5册", "21天", "可续借1次，续借期14天"],
    ["家庭读者证（同一户口簿，最多4人）", "20册", "30天", "可续借1次，续借期30天"],
    ["研究证（凭单位介绍信办理）", "15册", "60天", "可续借2次，每次续借期30天"],
]

AQUARIUM_BOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　适合新手的热带鱼",
        "<h1>第三章　适合新手的热带鱼</h1>"
        "<p>热带鱼大多来自南美洲和东南亚的河流，喜欢温暖、稳定的水。家里的鱼缸最好配一支加热棒和一支温度计，冬天把水温"
        "控制住，水温一天之内的变化不要超过2℃。下面几种鱼好养、价格不高，很适合第一次养鱼的人。</p>"
        "<h2>一、孔雀鱼</h2>"
        "<p>孔雀鱼颜色艳丽，尾巴像扇子。适宜水温22至28℃，喜欢偏硬的弱碱性水，pH 7.0至8.0。孔雀鱼是卵胎生，繁殖很快，"
        "不想让它繁殖的话，公鱼母鱼要分开养。</p>"
        "<h2>二、斑马鱼</h2>"
        "<p>斑马鱼身上有蓝色和银色相间的条纹，非常活泼，是最不怕冷的热带鱼之一，适宜水温20至26℃，pH 6.5至7.5。斑马鱼"
        "喜欢成群游动，一缸至少养6条，鱼缸要盖好盖子，它会跳缸。</p>"
        "<h2>三、红绿灯鱼</h2>"
        "<p>红绿灯鱼身长只有3厘米左右，适宜水温24至27℃，喜欢偏软的弱酸性水，pH 6.0至7.0。它胆子小，缸里多种些水草，"
        "一缸养10条以上，颜色才会鲜艳。</p>"
        "<h2>四、神仙鱼</h2>"
        "<p>神仙鱼体形高大，成年后连鳍高度可以超过15厘米，鱼缸要高，水深最好在40厘米以上。适宜水温24至30℃，pH 6.0至"
        "7.5。神仙鱼会吃掉体形很小的鱼，不要和红绿灯鱼混养。</p>"
        "<h2>五、斗鱼</h2>"
        "<p>斗鱼又叫泰国斗鱼，适宜水温24至30℃，能直接呼吸空气，但并不像有人说的那样可以养在小杯子里，一条斗鱼至少要"
        "10升水。两条公鱼见面会打斗到受伤，一缸只能养一条公鱼。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　换水和喂食",
        "<h1>第五章　换水和喂食</h1>"
        "<h2>一、新缸先养水</h2>"
        "<p>新鱼缸装好水、开着过滤器空转7至14天再放鱼，让过滤棉里长出分解鱼粪的细菌，这个过程叫养水或者开缸。第一次放"
        "鱼只放计划数量的一半，两周后再放其余的鱼。</p>"
        "<h2>二、换水</h2>"
        "<p>鱼缸每周换水一次，每次换掉四分之一至三分之一，不要一次全部换掉。自来水里有氯，须先用除氯剂处理，或者在阳光下"
        "晾晒两天。新水和缸里的水温差不要超过2℃。洗过滤棉时用换出来的缸水涮洗，不要用自来水冲，以免把有益细菌冲掉。</p>"
        "<h2>三、喂食</h2>"
        "<p>成鱼每天喂一到两次，每次的量以3分钟内吃完为准，吃不完的饲料要捞出来。鱼饿上几天问题不大，喂得太多反而会把"
        "水弄坏。出门一周以内可以不喂；出门更久，请朋友帮忙或者用自动喂食器。</p>",
    ),
]

FRESH12_DOCS: dict[str, str | bytes] = {
    "freewheel-bike-coop/workshop-guide.md": BIKE_COOP_GUIDE,
    "kettleby-clock-museum/group-visits.html": MUSEUM_GROUPS,
    "quillstone-software/ledgerline-licensing-faq.docx": of.w_document(
        LICENSING_FAQ, [LICENSING_PRICES], LICENSING_STYLES
    ),
    "fernhollow-vets/price-list-2027.xlsx": of.steady(of.xlsx(FERNHOLLOW)),
    "oakhurst-academy/year-7-residential-information-evening.pptx": of.steady(of.pptx(RESIDENTIAL_DECK)),
    "brennock-removals/re-your-move-on-friday-14-may.eml": REMOVALS_EML,
    "hatherleigh-community-orchard/members-handbook-2027.odt": of.steady(
        of.odf(_ODT, "<office:text>" + "".join(ORCHARD_HANDBOOK) + "</office:text>")
    ),
    "漳宁市既有住宅加装电梯财政补贴申请指南.txt": LIFT_SUBSIDY_ZH,
    "顺驰驾校2027年收费标准.csv": DRIVING_SCHOOL_ZH,
    "溪岸实验幼儿园2027年秋季招生公告.html": KINDERGARTEN_NOTICE_ZH,
    "云岫区图书馆文献借阅规则.docx": of.w_document(LIBRARY_RULES, [LIBRARY_CARDS], LIBRARY_STYLES),
    "家庭水族箱入门.epub": of.steady(of.epub(AQUARIUM_BOOK_ZH, title="家庭水族箱入门")),
}
