"""The documents of the answer evaluation's `fresh9` set (questions in tests/docs/answer_fresh9.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Practices,
co-operatives, companies, museums, products, places and people are made up.

- A dental practice's patient guide (.odt, built in code): opening hours, a fee table whose pay-as-you-go and plan
  prices differ by little, missed-appointment fees for dentist and hygienist, emergencies, a cosmetic treatment
  without a price (`larkfield-dental/patient-guide-2026.odt`).
- A ferry company's winter timetable and fares page in HTML: sailings by day from each side, check-in times for
  vehicles and foot passengers beside the timetable, fares for vehicles by length, dogs and bicycles
  (`skerrow-ferries/winter-timetable-and-fares.html`).
- A message-queue client library's changelog in Markdown: deprecations and removals over several releases, a default
  pool size raised in one release and lowered back in the next (`bramble-client/CHANGELOG.md`).
- A housing co-operative's house rules (.docx, built in code): guests, noise, pets with two exceptions, repairs by
  urgency, bikes and e-bike batteries, co-op work (`wrenfield-coop/house-rules.docx`).
- A marathon's runners' briefing deck (.pptx, built in code): race-day timetable, cut-offs for the marathon and the
  half, a course change whose reason is only in the speaker notes, drinks, bag drop, pacers
  (`calderbridge-marathon/runners-briefing-2027.pptx`).
- A distribution centre's site safety induction (.xlsx, built in code, four sheets): site rules, zones with truck
  speed limits and PPE, visitors with a hi-vis rule and its one exception, emergencies; forklifts without a
  capacity (`ravensworth-logistics/kestle-park-induction.xlsx`).
- A museum registrar's e-mail (.eml) with a loan's conditions: objects by type, temperature, humidity with a
  different rule for metal, light levels by type, courier, insurance (`corran-museum/loan-LN-2026-114-conditions.eml`).
- A Chinese intercity railway's refund and change rules (退票改签须知) as one long line without line breaks: a refund
  fee ladder by time before departure, rounding and a minimum, changes, a railway-fault exemption, children's tickets
  mentioned without a price (`澄江城际铁路旅客退票改签须知.txt`).
- A Chinese water heater's warranty terms in chapters of numbered articles (第X条, .docx built in code): whole unit and
  parts with different periods, what is not covered, an article that exempts installation by the maker's own
  service points (`暖屿储水式电热水器保修服务条款.docx`).
- A Chinese residential estate's property-management notices in HTML: a water cut by building whose date for
  buildings 1 to 6 a correction at the end moves, renovation deposits, hours and an exam-day ban
  (`云栖苑小区物业通知.html`).
- A Chinese community health centre's monthly clinic rota (.csv): departments, doctors, days, rooms and fees that
  differ by title (`桐溪社区卫生服务中心2026年12月门诊排班表.csv`).
- Two chapters of a Chinese hiking guidebook as an e-book (.epub built in code): three routes whose lengths, climbs
  and times differ by little, entry rules and safety (`青梧山徒步指南.epub`).
"""

from __future__ import annotations

from . import office_files as of

_ODT = "application/vnd.oasis.opendocument.text"

DENTAL_GUIDE = [
    of.odf_h("Larkfield Dental Practice: patient guide 2026/27", 1),
    of.odf_p(
        "Larkfield Dental Practice, 14 Orchard Row, Marbury MB4 2LT · Telephone 01632 960 418 · "
        "reception@larkfielddental.example · This guide replaces the one of September 2025."
    ),
    of.odf_h("Our team", 2),
    of.odf_p(
        "Dentists: Dr Helena Okafor (principal dentist), Dr Rhys Penhallow and Dr Mei Tan. Hygienist: Sophie "
        "Drummond. Practice manager: Gareth Lowe. All our dentists see adults and children."
    ),
    of.odf_h("Opening hours", 2),
    of.odf_p(
        "Monday to Thursday 08:30 to 18:00; Friday 08:30 to 16:30; the first and third Saturday of each month 09:00 "
        "to 13:00 (examinations and hygienist appointments only). We close for lunch from 13:00 to 14:00 on "
        "weekdays, but the phone is answered."
    ),
    of.odf_h("Fees", 2),
    of.odf_p(
        "Larkfield is a private practice. You can pay as you go, or join the Larkfield Care plan, which spreads the "
        "cost of routine care over monthly payments and lowers the price of other treatment. Prices from 1 October "
        "2026:"
    ),
    of.odf_table(
        [
            ["Treatment", "Pay as you go", "Larkfield Care plan members"],
            ["Examination, adult", "£58", "Included (two a year)"],
            ["Examination, child under 16", "£32", "Included (two a year)"],
            ["Hygienist visit, 30 minutes", "£68", "£54 (two a year included)"],
            ["Hygienist visit, 45 minutes", "£89", "£71"],
            ["Small X-ray, each", "£14", "Included"],
            ["White filling, one surface", "£145", "£130"],
            ["White filling, two surfaces", "£175", "£157"],
            ["Root canal treatment, front tooth", "£420", "£380"],
            ["Root canal treatment, molar", "£620", "£560"],
            ["Emergency appointment", "£85", "£45"],
        ],
        name="Fees",
    ),
    of.odf_p(
        "The Larkfield Care plan costs £18.50 a month for adults and £9.50 a month for children under 16, by direct "
        "debit. Members also have our out-of-hours emergency helpline. You can leave the plan at any time with one "
        "month's notice."
    ),
    of.odf_p(
        "Payment is due on the day of treatment, by card or bank transfer; we no longer take cheques. A course of "
        "treatment costing more than £500 can be paid in three monthly instalments."
    ),
    of.odf_h("Cosmetic treatment", 2),
    of.odf_p(
        "We offer home tooth whitening with custom-made trays, and clear aligners for straightening teeth. These "
        "treatments are not part of the Larkfield Care plan. Ask your dentist about them at your next examination."
    ),
    of.odf_h("Missed and cancelled appointments", 2),
    of.odf_p(
        "Please give us at least 24 hours' notice if you cannot come, so that we can offer the time to someone "
        "else. If you miss an appointment, or cancel it with less than 24 hours' notice, we charge £30 for a "
        "dentist appointment and £25 for a hygienist appointment. We never charge for missed appointments of "
        "children under 16. After two missed appointments in a year we may ask you to pay in advance when you book."
    ),
    of.odf_h("Emergencies", 2),
    of.odf_p(
        "If you are in pain, call us from 08:00. We keep emergency slots at 08:30 and 14:00 every weekday for our "
        "patients, given in the order people call."
    ),
    of.odf_list(
        [
            "Outside opening hours, Larkfield Care plan members call the emergency helpline on 01632 960 777.",
            "Other patients call the Marbury out-of-hours dental service on 01632 960 999.",
            "Go to A&E for swelling that spreads to the eye or the neck, difficulty swallowing or breathing, or "
            "bleeding that does not stop after 20 minutes of firm pressure.",
        ]
    ),
    of.odf_h("Children", 2),
    of.odf_p(
        "Bring your child for a first visit by their first birthday. Children have an examination every six months "
        "and fluoride varnish from the age of three. A parent or guardian must come with children under 16."
    ),
    of.odf_h("After treatment", 2),
    of.odf_p(
        "After a local anaesthetic, do not eat or have hot drinks until the numbness has worn off, usually two to "
        "three hours, so that you do not bite or burn your cheek. After an extraction, do not rinse your mouth for "
        "24 hours and do not smoke for at least 48 hours."
    ),
    of.odf_h("Comments and complaints", 2),
    of.odf_p(
        "Please speak to Gareth Lowe, our practice manager, or write to him at the practice. We reply within 3 "
        "working days and aim to resolve complaints within 20 working days."
    ),
]

FERRY_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Winter timetable and fares | Skerrow Island Ferries</title>
</head>
<body>
<nav><a href="/">Skerrow Island Ferries</a> &rsaquo; Timetables &rsaquo; Winter 2026/27</nav>
<main>
<h1>Port Ellan &ndash; Skerrow: winter timetable and fares</h1>
<p class="valid">Valid from Monday 2 November 2026 to Sunday 28 March 2027. The summer timetable, from 29 March 2027,
will be published in February.</p>
<p>Our ferry MV <em>Kittiwake</em> carries up to 18 cars and 150 passengers. The crossing takes about 35 minutes.
The Gannet Caf&eacute; on board serves hot drinks, soup and snacks.</p>

<h2>Sailings</h2>
<h3>From Port Ellan</h3>
<table>
<thead><tr><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr></thead>
<tbody>
<tr><td>07:10</td><td>08:30</td><td>10:00</td></tr>
<tr><td>09:30</td><td>11:45</td><td>13:30</td></tr>
<tr><td>12:15</td><td>15:00</td><td>15:30</td></tr>
<tr><td>15:00</td><td></td><td></td></tr>
<tr><td>17:00</td><td></td><td></td></tr>
</tbody>
</table>
<h3>From Skerrow</h3>
<table>
<thead><tr><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr></thead>
<tbody>
<tr><td>07:55</td><td>09:15</td><td>10:45</td></tr>
<tr><td>10:20</td><td>12:35</td><td>14:15</td></tr>
<tr><td>13:05</td><td>16:45</td><td>16:15</td></tr>
<tr><td>15:50</td><td></td><td></td></tr>
<tr><td>17:45</td><td></td><td></td></tr>
</tbody>
</table>
<p>Checking in: vehicles must check in at the marshalling lane at least 20 minutes before departure; foot passengers
at least 10 minutes before. Vehicles that arrive later may lose their booked space.</p>
<p>Christmas and New Year: no sailings on 25 December. On 26 December and 1 January the Sunday timetable runs.</p>

<h2>Fares</h2>
<table>
<thead><tr><th>Ticket</th><th>Single</th><th>Return</th></tr></thead>
<tbody>
<tr><td>Adult foot passenger</td><td>&pound;6.40</td><td>&pound;11.20</td></tr>
<tr><td>Child foot passenger (5 to 15)</td><td>&pound;3.20</td><td>&pound;5.60</td></tr>
<tr><td>Island resident, with a Skerrow card</td><td>&pound;2.90</td><td>&pound;5.10</td></tr>
<tr><td>Car or van up to 5.0 m long</td><td>&pound;38.50</td><td>&pound;67.00</td></tr>
<tr><td>Car or van over 5.0 m and up to 6.0 m long</td><td>&pound;46.00</td><td>&pound;81.00</td></tr>
<tr><td>Motorcycle</td><td>&pound;17.50</td><td>&pound;30.00</td></tr>
<tr><td>Bicycle</td><td>Free</td><td>Free</td></tr>
</tbody>
</table>
<p>Children under 5 travel free. Vehicle fares include the driver; everyone else in the vehicle pays the foot
passenger fare. Vehicles over 6.0 m long or over 2.4 m high, and trailers, must be booked by phone.</p>

<h2>Booking</h2>
<p>Vehicles must be booked, online or on 01632 960 250. Foot passengers and bicycles do not need to book. You can
change a booking free of charge up to 24 hours before the sailing.</p>

<h2>Dogs and bicycles</h2>
<p>Dogs travel free. They must be on a lead and stay on the outside deck or in the pet area at the stern, not in the
lounge or the caf&eacute;. Assistance dogs may go anywhere on board. Bicycles are loaded at the bow ramp after the
cars.</p>

<h2>Bad weather</h2>
<p>Sailings may be cancelled at short notice in winds over force 7. Check the service status on our website or
follow @SkerrowFerries; if your sailing is cancelled, we move your booking to the next one with space.</p>
</main>
<footer>Skerrow Island Ferries Ltd · Harbour Office, Port Ellan · 01632 960 250</footer>
</body>
</html>
"""

BRAMBLE_CHANGELOG = """# Changelog

All notable changes to bramble-client, the Python client for the Bramble message broker, are documented in this file.
The format follows Keep a Changelog, and the project follows semantic versioning: anything deprecated is removed
only in the next major release.

## [4.3.0] - 2026-10-12

### Added
- `Consumer.pause()` and `Consumer.resume()`, to stop fetching messages without closing the channel.
- `Client.publish_batch()` takes a `max_in_flight` argument.

### Changed
- The default `pool_size` is 12 again: it was lowered from 16 back to 12, because 16 connections per client used up
  the file descriptors of small containers (#812).
- `Client.close()` now waits up to `close_timeout` (default 5 seconds) for unacknowledged publishes.

### Deprecated
- `Client.publish_many()`: use `Client.publish_batch()`, which returns a result for each message.
  `publish_many()` will be removed in 5.0.

### Fixed
- `Consumer.ack(multiple=True)` acknowledged one message too many after a reconnect (#806).

## [4.2.1] - 2026-07-15

### Fixed
- Reconnect loop when the server's TLS certificate was rotated while the client was connected (#790).
- `heartbeat_interval=0` now turns heartbeats off instead of sending one on every tick.

## [4.2.0] - 2026-06-03

### Added
- `heartbeat_interval` option (default 30 seconds).
- Type hints for the whole public API.

### Changed
- The default `pool_size` was raised from 12 to 16.

### Deprecated
- The `ack_timeout` keyword of `Consumer` is deprecated in favour of `ack_deadline`, which takes seconds as a float.
  `ack_timeout` (milliseconds, an int) still works, with a warning, until 5.0.

## [4.1.0] - 2026-03-18

### Added
- Support for Python 3.13.
- `Client.publish_batch()`.

### Deprecated
- `bramble.connect_legacy()`: use `bramble.connect(protocol="v1")`.

## [4.0.0] - 2026-01-20

### Removed
- Support for Python 3.8; 3.9 is now the oldest supported version.
- `Client.send()`, deprecated since 3.7: use `Client.publish()`, which takes the routing key as its first argument.
- The `bramble.compat` module.

### Changed
- The default `prefetch` was lowered from 100 to 50.
- `ack_timeout` is now in milliseconds everywhere (it was in seconds for `Consumer.get()`).

## [3.9.2] - 2025-11-04

### Fixed
- A message larger than `frame_max` was silently truncated; it now raises `FrameTooLarge`.

## [3.9.0] - 2025-09-22

### Added
- `Consumer.ack(multiple=True)`.

### Deprecated
- `Consumer.ack_all()`: acknowledge messages one by one, or use `Consumer.ack(multiple=True)`.

## [3.8.0] - 2025-06-30

### Added
- TLS client certificates (`tls_cert`, `tls_key`).

### Changed
- Connection errors are retried with exponential backoff, up to `max_retries` (default 5).

## [3.7.0] - 2025-03-10

### Deprecated
- `Client.send()`: use `Client.publish()`. `send()` will be removed in 4.0.
"""

COOP_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
COOP_RULES = [
    ("Wrenfield Housing Co-operative: house rules", "Title"),
    (
        "Wrenfield Housing Co-operative Ltd, Wrenfield Court, Ashby Vale · Agreed at the General Meeting of 8 March "
        "2026 · These rules apply to every member and everyone living in the co-op's 46 flats in Blocks A, B and C.",
        None,
    ),
    ("1. Your housing charge", "Heading1"),
    (
        "The housing charge is due on the 1st of each month, by standing order. If you fall two months behind, the "
        "Finance Officer will ask to meet you to agree a plan. Please talk to us early if you are having difficulty.",
        None,
    ),
    ("2. Guests and subletting", "Heading1"),
    (
        "You are welcome to have guests to stay. A guest may stay up to 14 nights in a row, and no more than 42 nights "
        "in any 12 months, without asking anyone. For a longer stay, write to the Members' Committee at least two "
        "weeks before.",
        None,
    ),
    (
        "Subletting your flat, or any room in it, is not allowed. A home swap of up to 21 nights is allowed with the "
        "Members' Committee's agreement.",
        None,
    ),
    ("3. Noise", "Heading1"),
    (
        "Quiet hours are from 23:00 to 07:00 every night. Drilling and other DIY with power tools only between 09:00 "
        "and 18:00, Monday to Saturday, and never on Sundays. If you are planning a party, tell your neighbours a "
        "week before.",
        None,
    ),
    ("4. Pets", "Heading1"),
    (
        "Each flat may keep one cat, and small animals kept in cages or tanks (such as rabbits, guinea pigs, birds "
        "and fish). Dogs are not allowed, with two exceptions: assistance dogs (guide dogs, hearing dogs and other "
        "trained assistance dogs) are always welcome and need no permission; and dogs that were registered with the "
        "co-op before 1 March 2024 may stay for the rest of their lives, but may not be replaced.",
        None,
    ),
    (
        "Please tell the Housing Officer when an assistance dog moves in, so that it can be added to the fire plan. "
        "Pets must not be left on balconies or in the shared gardens on their own.",
        None,
    ),
    ("5. Repairs", "Heading1"),
    (
        "Report repairs in the repairs book in the Block A lobby or by e-mail to repairs@wrenfieldcoop.example. We "
        "sort them by how urgent they are:",
        None,
    ),
    None,  # repair times
    (
        "Out of hours, report emergencies on 07700 900 731. Members may not call out contractors themselves and then "
        "claim the cost, except a locksmith when they are locked out at night.",
        None,
    ),
    ("6. Bikes and e-bikes", "Heading1"),
    (
        "Bikes are kept in the bike store in the basement of Block B, opened with your key fob (£10 deposit). Bikes "
        "must not be left in corridors or on landings. Do not charge e-bike or e-scooter batteries in the bike store "
        "or in any shared space: charge them in your own flat, never overnight, and on a hard surface.",
        None,
    ),
    ("7. Bins and recycling", "Heading1"),
    (
        "General waste is collected on Mondays and recycling on Tuesdays; garden waste every other Friday. Large "
        "items go to the council's bulky waste service, booked through the Housing Officer: never leave them in the "
        "bin stores.",
        None,
    ),
    ("8. Co-op work", "Heading1"),
    (
        "Every member household gives at least 4 hours a month to the work of the co-op: the committees, the garden "
        "group, the cleaning rota or the newsletter. Members aged 75 or over, and members whose health does not "
        "allow it, may ask the Members' Committee to excuse them.",
        None,
    ),
    ("9. Balconies and gardens", "Heading1"),
    (
        "Charcoal barbecues are not allowed on balconies; electric grills are. Window boxes must be fixed on the "
        "inside of the railings. The shared gardens are open to members and their guests from 08:00 to 22:00.",
        None,
    ),
]
COOP_REPAIRS = [
    ["Kind of repair", "Examples", "We attend"],
    [
        "Emergency",
        "A flood or a leak through a ceiling, no heating or hot water between October and April, a front door that "
        "will not lock, exposed wiring",
        "Within 24 hours",
    ],
    [
        "Urgent",
        "A blocked toilet when it is the only one, a broken window, a dripping tap that cannot be turned off",
        "Within 3 working days",
    ],
    ["Routine", "A sticking door, a loose tile, a broken kitchen cupboard", "Within 28 days"],
]

MARATHON_DECK = [
    {
        "title": "Calderbridge Marathon 2027: runners' briefing",
        "body": ["Sunday 25 April 2027 · Victoria Park, Calderbridge", "Nadia Brennan, Race Director"],
    },
    {
        "title": "Race-day timetable",
        "body": [
            "06:45 Race village opens in Victoria Park",
            "07:00 to 08:15 Bag drop",
            "08:45 Marathon wave A (expected finish under 3:30)",
            "09:00 Marathon wave B (3:30 to 4:30)",
            "09:15 Marathon wave C (over 4:30)",
            "09:45 Half marathon start",
            "13:00 Prize-giving on the bandstand",
        ],
    },
    {
        "title": "Cut-offs",
        "body": [
            "Marathon: the course closes 6 hours 30 minutes after the last wave starts, at 15:45",
            "Half marathon: the course closes 3 hours 30 minutes after its start, at 13:15",
            "Intermediate cut-off at 30 km: 13:00",
            "Runners behind the sweep bus continue on the pavement or board the bus",
        ],
    },
    {
        "title": "Course changes for 2027",
        "body": [
            "km 18 to 21: Tanner's Lane and the canal towpath instead of the Mill Street bridge",
            "Total climb 142 m (118 m in 2026)",
            "The finish has moved 200 m, to the north gate of Victoria Park",
        ],
        "notes": [
            "Why the change: the council has closed the Mill Street bridge for resurfacing from March to July 2027, and "
            "it will not reopen in time for race day. Tanner's Lane adds a short, steep climb at km 19: warn the "
            "first-timers."
        ],
    },
    {
        "title": "Drinks and gels",
        "body": [
            "Water every 5 km from 5 km",
            "Electrolyte drink at 15, 25 and 35 km",
            "Gels (orange and cola) at 20 and 32 km",
            "Toilets at every water station",
        ],
    },
    {
        "title": "Bag drop",
        "body": [
            "In the Victoria Park pavilion (no longer the Corn Exchange)",
            "Only the clear bag from your race pack, up to 10 kg",
            "Collect it by 17:00, showing your bib",
        ],
    },
    {
        "title": "Pacers",
        "body": [
            "Marathon: 3:00, 3:15, 3:30, 3:45, 4:00, 4:15, 4:30, 5:00 and 5:30",
            "Half marathon: 1:30, 1:45, 2:00, 2:15 and 2:30",
            "Pacers carry orange flags with their finish time",
        ],
    },
    {
        "title": "Medical",
        "body": [
            "Medical points at 10, 21, 30 and 38 km and at the finish",
            "Write your medical details and an emergency contact on the back of your bib",
            "Do not run if you have had a fever in the last 48 hours",
        ],
    },
]

KESTLE_PARK = {
    "Site rules": [
        ["Ravensworth Logistics · Kestle Park distribution centre · Site safety induction, revision 7, October 2026"],
        [],
        ["No.", "Rule"],
        ["1", "Sign in at the gatehouse and wear your badge where it can be seen."],
        ["2", "Walk only on the green walkways, and cross vehicle routes only at the marked crossings."],
        ["3", "No mobile phones while walking in the operational zones: stop in a refuge area to use one."],
        ["4", "Nobody lifts more than 25 kg alone: use the team lift or a pallet truck."],
        ["5", "Smoking and vaping only in the shelter by Gate 2."],
        [
            "6",
            "Only trained and authorised drivers may drive forklifts, reach trucks and powered pallet trucks, and only "
            "with their licence card on them.",
        ],
        [
            "7",
            "Report every accident, near miss and damaged racking to your team leader before the end of your shift.",
        ],
    ],
    "Zones": [
        ["Zone", "Area", "Truck speed limit", "Hi-vis", "Safety boots", "Other PPE", "Notes"],
        [
            "A",
            "Goods-in yard and docks",
            "15 km/h",
            "Yes",
            "Yes",
            "None",
            "HGV drivers wait in the drivers' lounge while they are unloaded",
        ],
        [
            "B",
            "Ambient racking aisles",
            "8 km/h",
            "Yes",
            "Yes",
            "None",
            "Do not enter an aisle while a reach truck is working in it",
        ],
        [
            "C",
            "Chilled store (2 to 5 °C)",
            "6 km/h",
            "Yes",
            "Yes",
            "Thermal jacket and gloves, from the gatehouse",
            "At most 45 minutes at a time, then a 15-minute warm break",
        ],
        [
            "D",
            "Frozen store (-22 °C)",
            "5 km/h",
            "Yes",
            "Yes",
            "Freezer suit, hat and gloves",
            "At most 20 minutes at a time; never work alone",
        ],
        ["E", "Goods-out marshalling area", "10 km/h", "Yes", "Yes", "None", "Trailers are coupled here"],
        ["F", "Office block and canteen", "No trucks", "No", "No", "None", ""],
    ],
    "Visitors and contractors": [
        ["Topic", "Rule"],
        ["Escort", "Visitors must be escorted at all times by a Ravensworth employee who has done this induction."],
        [
            "Hi-vis",
            "Visitors and contractors must wear a hi-vis vest in every operational zone (A to E), even when escorted "
            "and even for a short visit. The only exception is the viewing gallery above Zone B, reached by the "
            "office-block stairs, where no PPE is needed.",
        ],
        [
            "Footwear",
            "Visitors in ordinary shoes may stay on the green walkways of Zones A and E only. Everywhere else they need "
            "safety boots or the toe-cap overshoes lent at the gatehouse.",
        ],
        ["Chilled and frozen stores", "Visitors only with the shift manager's permission."],
        ["Photographs", "No photographs or video without the site manager's permission."],
    ],
    "Emergencies": [
        ["Situation", "What to do"],
        [
            "Fire alarm (continuous siren)",
            "Leave by the nearest exit and go to Assembly Point 2 in the staff car park. Assembly Point 1 at Gate 1 is "
            "used only when Gate 2 is blocked.",
        ],
        ["First aid", "First aiders wear a green badge. Call the gatehouse on extension 200."],
        ["Ambulance", "Call 999, then the gatehouse on extension 200 so that they can open the gate."],
        ["Spills", "Stop, keep others away, and call your team leader; spill kits are at the end of every aisle."],
    ],
}

MUSEUM_EML = """Message-ID: <20261118094212.5530@corranmuseum.example>
Date: Wed, 18 Nov 2026 09:42:12 +0000
From: Imogen Faulks <registrar@corranmuseum.example>
To: Dan Whitlock <exhibitions@westmerearts.example>
Subject: Loan LN-2026-114: conditions for "Threads of the Coast"
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear Dan,

Thank you for returning the signed loan agreement for "Threads of the Coast" (Westmere Arts Centre, 6 February to
30 May 2027). As promised, here are the conditions our collections committee attached to the loan. They form
Schedule B of the agreement.

OBJECTS
1. CM.1987.42 Embroidered sampler, Ellen Tranter, 1821 (textile: silk on linen). Value £12,000.
2. CM.2003.7 Fisherman's gansey, Porthbrack pattern, about 1900 (textile: wool). Value £3,500.
3. CM.1954.118 "Boats at Corran Quay", Agnes Moyle, 1911 (oil on canvas). Value £85,000.
4. CM.1999.21 Fragment of a ship's figurehead (painted wood). Value £18,000.
5. CM.2011.3 Sketchbook of net patterns, John Pascoe (work on paper). Value £6,000.
6. CM.1962.55 Pewter tankard (metal). Value £1,200.

ENVIRONMENT
- Temperature between 18 and 22 °C for all objects.
- Relative humidity between 45 and 55% for objects 1 to 5, changing by no more than 5% in 24 hours.
- The pewter tankard (6) must be shown in its own case with silica gel, below 40% relative humidity.
- Please send us a week of readings from the gallery before the objects travel.

LIGHT
- Textiles and works on paper (objects 1, 2 and 5): no more than 50 lux.
- The painting and the figurehead (objects 3 and 4): no more than 200 lux.
- Ultraviolet below 10 microwatts per lumen for all objects.
- Lights on sensors, so that the gallery is lit only when visitors are in it, are welcome.

COURIER AND INSTALLATION
Our conservator Ruth Kitto will travel with the objects on 3 February 2027 and supervise the unpacking and the
installation. The crates must stay closed in the gallery for 24 hours before they are opened, so that the objects
can get used to the room. Westmere pays her travel, one night in a hotel and a daily allowance of £45. She will come
back to supervise the packing on 1 June 2027.

INSURANCE
Nail to nail, under Westmere's fine art policy, for the total value of £125,700. Please send the certificate by 15
January 2027.

CREDIT LINE AND PHOTOGRAPHY
"Lent by the Corran Museum, Porthbrack". Visitors may take photographs without flash; press and commercial
photography needs our permission.

Let me know if anything here is a problem for your gallery.

Best wishes,
Imogen Faulks
Registrar, Corran Museum
01632 960 614
"""

RAIL_REFUNDS_ZH = (
    "澄江城际铁路旅客退票、改签须知（2026年10月修订）为方便旅客出行，规范退票和改签服务，根据《澄江城际铁路旅客运输规程》，"
    "制定本须知。一、退票时间与退票费：旅客在开车前8天（含）以上退票的，不收退票费；开车前48小时以上、不足8天的，按票面价格的"
    "5%计收退票费；开车前24小时以上、不足48小时的，按票面价格的10%计收；开车前不足24小时的，按票面价格的20%计收。退票费以"
    "0.5元为计算单位，尾数小于0.25元的舍去，0.25元以上且小于0.75元的计为0.5元，0.75元以上的进为1元；每张车票最低收取退票费"
    "2元。二、开车后：开车后不再办理退票，但旅客可在开车后2小时内到出发站人工窗口改签当日其他车次，改签后的车票不得再退。"
    "三、改签：开车前48小时以上，可通过“澄江出行”App或车站售票窗口免费改签一次；开车前不足48小时改签的，须在开车前办理，"
    "改签到其他日期的车次，另收票面价格5%的改签费。每张车票只能改签一次；改签后退票的，按原车票的开车时间计收退票费。"
    "四、免收退票费的情形：因列车停运、晚点30分钟以上或铁路设备故障等铁路责任原因，旅客要求退票的，不受本须知第一条时间的"
    "限制，在票面乘车站退还全部票款，不收退票费。旅客因病不能乘车，凭县级以上医院证明在开车前不足24小时退票的，按票面价格"
    "的10%计收。五、其他车票：学生票、儿童票和残疾军人优待票退票时，同样按本须知计收退票费；使用积分兑换的车票，退票后积分"
    "退回账户，不收退票费。团体票须在开车前48小时以上办理退票。六、退款：通过App购票的，票款在退票后1至7个工作日内原路退回；"
    "用现金购票的，在窗口当场退还现金。客服电话：0871-96688（6:30至23:00）。澄江城际铁路有限公司　2026年10月"
)

WARRANTY_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
WARRANTY_TERMS = [
    ("暖屿储水式电热水器保修服务条款", "Title"),
    ("（适用于NY-50S、NY-60S、NY-80S型储水式电热水器，2026年版）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为保障用户的合法权益，根据《中华人民共和国消费者权益保护法》和国家有关家用电器修理、更换、退货的规定，"
        "暖屿电器有限公司（以下简称“本公司”）制定本条款。",
        None,
    ),
    (
        "第二条　保修期自购机发票开具之日起计算；没有有效发票的，自产品出厂日期后第三个月的第一天起计算。请妥善保管发票和"
        "本保修卡。",
        None,
    ),
    ("第二章　保修期限", "Heading1"),
    ("第三条　整机免费保修3年。", None),
    ("第四条　主要部件的保修期长于整机：加热管、温控器保修5年，内胆保修8年。", None),
    (
        "第五条　产品售出之日起7日内发生性能故障的，用户可以选择退货、换货或者修理；15日内发生性能故障的，可以选择换货或者"
        "修理。",
        None,
    ),
    ("第三章　不属于免费保修的情形", "Heading1"),
    (
        "第六条　有下列情形之一的，不属于免费保修范围，本公司提供有偿维修：（一）未按产品说明书要求安装、使用、维护或者保管"
        "造成损坏的；（二）用于美容美发店、宾馆、浴室等经营场所的；（三）经非本公司授权服务网点人员拆修造成损坏的；（四）因"
        "水质过硬、水压超过0.8兆帕或者电压不稳造成损坏的；（五）因地震、火灾、雷击等不可抗力造成损坏的。",
        None,
    ),
    (
        "第七条　由本公司授权服务网点人员上门安装的产品，因安装不当造成的故障和损坏，不受本条款第六条第（一）项的限制，由本"
        "公司负责免费维修，并承担由此造成的直接财产损失。",
        None,
    ),
    (
        "第八条　镁棒属于易耗品，不在保修范围内。建议每1至2年更换一次，更换费用为每根45元（含上门服务费）。",
        None,
    ),
    ("第四章　服务", "Heading1"),
    (
        "第九条　本公司授权服务网点提供免费上门安装。安装用的混水阀、管件等辅材按实际用量收费，收费标准在服务网点公示。",
        None,
    ),
    (
        "第十条　服务热线400-860-5218，每天8:00至20:00。接到报修后，城区24小时内上门，郊县48小时内上门。",
        None,
    ),
    ("第十一条　本条款自2026年1月1日起施行，由暖屿电器有限公司负责解释。", None),
]

ESTATE_NOTICES_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>通知公告 - 云栖苑小区服务中心</title>
</head>
<body>
<header><a href="/">青禾物业服务有限公司云栖苑服务中心</a> &gt; 通知公告</header>

<h1>关于二次供水水箱清洗消毒临时停水的通知</h1>
<p>各位业主、住户：</p>
<p>为保障小区生活用水卫生，按照二次供水设施卫生管理的有关要求，我服务中心将委托有资质的专业单位对小区二次供水水箱进行年度清洗消毒。届时相关楼栋将临时停水，具体安排如下：</p>
<table>
<tr><th>楼栋</th><th>停水时间</th><th>备注</th></tr>
<tr><td>1—6号楼</td><td>12月9日（星期三）8:00至16:00</td><td>高区、低区同时停水</td></tr>
<tr><td>7—12号楼</td><td>12月11日（星期五）8:00至16:00</td><td>高区、低区同时停水</td></tr>
<tr><td>13—15号楼（商住楼）</td><td>12月12日（星期六）9:00至15:00</td><td>底层商铺同时停水</td></tr>
</table>
<p>温馨提示：</p>
<ul>
<li>请提前做好储水准备，停水期间请关闭家中水龙头和热水器进水阀。</li>
<li>恢复供水后，水质可能短时浑浊，请先放水2至3分钟再使用。</li>
<li>如恢复供水时间有变化，我们将在各单元门口和业主群另行通知。</li>
</ul>
<p>青禾物业服务有限公司云栖苑服务中心<br>2026年12月1日</p>

<h1>装修管理温馨提示</h1>
<p>近期小区装修户较多，为保障大家的正常生活，请装修户和施工单位遵守以下规定：</p>
<ol>
<li>装修前须到服务中心办理装修登记，并交纳装修押金：一般装修2000元；涉及拆改非承重墙、改动给排水管道或燃气管道的，5000元。装修完工验收合格、无违规行为的，押金在验收后3个月内无息退还。</li>
<li>施工时间：工作日8:30至12:00、14:00至18:00。星期六、星期日和法定节假日只能进行不产生噪音的作业，禁止使用电钻、电锤、切割机等。</li>
<li>12月26日、27日全国硕士研究生招生考试期间，全天禁止一切噪音施工。</li>
<li>装修垃圾须袋装，运到小区东北角的装修垃圾临时堆放点，不得放入生活垃圾桶；清运费按房屋建筑面积每平方米6元收取。</li>
<li>严禁拆改承重墙、剪力墙，严禁改变阳台和外墙的结构和外观。</li>
</ol>
<p>服务中心电话：0571-8890 3366（8:00至20:00），24小时值班电话：0571-8890 3300。</p>

<div class="notice">
<h2>更正（2026年12月3日）</h2>
<p>因清洗单位排期调整，1—6号楼的停水时间改为12月10日（星期四）9:00至17:00；7—15号楼的停水时间不变。由此带来的不便，敬请谅解。</p>
</div>
</body>
</html>
"""

CLINIC_ROTA_ZH = """科室,医生,职称,出诊时间,诊室,挂号费（元）,备注
全科,王秀兰,主任医师,周一上午、周三上午,201,20,高血压、糖尿病随访优先
全科,陈立军,副主任医师,周一下午、周四全天,202,15,
全科,刘晓燕,主治医师,周二全天、周五上午,203,10,
中医科,赵德明,副主任医师,周二上午、周四上午,305,15,针灸、推拿需另行预约
中医科,孙慧,主治医师,周三下午、周五下午,306,10,
儿科,周丽萍,主治医师,周一至周五上午,105,10,只接诊14岁以下儿童
妇科,林静,副主任医师,周一上午、周三上午、周五上午,110,15,
口腔科,黄建华,主治医师,周二下午、周四下午、周六上午,108,10,洗牙需提前预约
康复科,吴强,副主任医师,周三全天、周五全天,402,15,
预防接种门诊,（护士轮值）,—,周二、周四、周六上午8:00至11:30,101,0,儿童接种请带预防接种证；成人流感疫苗需预约
"""

HIKING_GUIDE_ZH = [
    (
        "ch02.xhtml",
        "第二章　三条经典线路",
        "<h1>第二章　三条经典线路</h1>"
        "<p>青梧山主峰海拔1386米，景区有东、北、西三个入口，三条经典线路都从入口出发，在主峰下的观云台会合，再原路返回"
        "或者从另一条线路下山。下表的用时按普通成年人往返计算，不含在山顶休息的时间。</p>"
        "<h2>一、东线（云梯线）</h2>"
        "<p>从东门出发，全长7.8公里，累计爬升680米，往返约4小时。全程是石阶，坡陡但路面好走，沿途有三处补给点，是第一次来"
        "青梧山的游客最常走的线路。下雨天台阶湿滑，请放慢速度。</p>"
        "<h2>二、北线（松涛线）</h2>"
        "<p>从北门出发，全长11.2公里，累计爬升920米，往返约6小时。大部分是土路和碎石路，穿过大片松林，景色最好，但中途没有"
        "补给点，请带足饮水。每天14:00以后禁止从北门进入北线。</p>"
        "<h2>三、西线（溪谷线）</h2>"
        "<p>从西门出发，全长9.6公里，累计爬升450米，往返约4.5小时。沿着青梧溪上行，坡度最缓，适合带孩子的家庭。需要三次"
        "踩着石头过溪，大雨后溪水上涨，西线会临时关闭。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　安全与入山须知",
        "<h1>第五章　安全与入山须知</h1>"
        "<h2>一、门票与开放时间</h2>"
        "<p>景区每天7:00至17:30开放。门票旺季（4月至10月）60元，淡季（11月至次年3月）45元；60周岁以上老人和6周岁以下"
        "儿童免票，凭学生证半票。</p>"
        "<h2>二、装备</h2>"
        "<p>请穿防滑的登山鞋，带上雨具、头灯和至少1.5升水。山顶比山脚低6至8℃，秋冬季节请多带一件保暖外套。</p>"
        "<h2>三、安全</h2>"
        "<p>请勿离开步道，禁止野外用火。遇到雷雨，请远离山脊和孤立的大树。迷路或受伤时，请留在原地，拨打景区救援电话"
        "0573-8215 1100，并报告离你最近的步道编号桩上的号码。</p>",
    ),
]

FRESH9_DOCS: dict[str, str | bytes] = {
    "larkfield-dental/patient-guide-2026.odt": of.steady(
        of.odf(_ODT, "<office:text>" + "".join(DENTAL_GUIDE) + "</office:text>")
    ),
    "skerrow-ferries/winter-timetable-and-fares.html": FERRY_PAGE,
    "bramble-client/CHANGELOG.md": BRAMBLE_CHANGELOG,
    "wrenfield-coop/house-rules.docx": of.w_document(COOP_RULES, [COOP_REPAIRS], COOP_STYLES),
    "calderbridge-marathon/runners-briefing-2027.pptx": of.steady(of.pptx(MARATHON_DECK)),
    "ravensworth-logistics/kestle-park-induction.xlsx": of.steady(of.xlsx(KESTLE_PARK)),
    "corran-museum/loan-LN-2026-114-conditions.eml": MUSEUM_EML,
    "澄江城际铁路旅客退票改签须知.txt": RAIL_REFUNDS_ZH,
    "暖屿储水式电热水器保修服务条款.docx": of.w_document(WARRANTY_TERMS, styles=WARRANTY_STYLES),
    "云栖苑小区物业通知.html": ESTATE_NOTICES_ZH,
    "桐溪社区卫生服务中心2026年12月门诊排班表.csv": CLINIC_ROTA_ZH,
    "青梧山徒步指南.epub": of.steady(of.epub(HIKING_GUIDE_ZH, title="青梧山徒步指南")),
}
