"""The documents of the answer evaluation's `fresh8` set (questions in tests/docs/answer_fresh8.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Laboratories,
clubs, companies, products, places and people are made up.

- A core facility's standard operating procedure for liquid nitrogen in Markdown: PPE, an oxygen-monitor table with
  two neighbouring thresholds, a lone-working rule with one exception, moving dewars, cold burns, a revision history
  that changed the exception's limit (`pemberton-core/SOP-CRYO-003-liquid-nitrogen.md`).
- A climbing centre's prices and rules page in HTML: peak and off-peak day passes with near-duplicate prices,
  memberships and a freeze fee, inductions, supervision of children with one exception, a junior club without a
  price (`harbourside-climbing/prices-and-rules.html`).
- A village hall's hire agreement (.docx, built in code): a charges table, deposit, cancellation by notice given,
  music and leaving times by day, alcohol, a car park without a size, insurance
  (`elmstead-village-hall/hire-agreement-2026.docx`).
- An observatory's programme of public nights (.xlsx, built in code): a schedule sheet whose rows differ by a speaker
  or half an hour, a tickets sheet and a visiting sheet with the weather rule (`wexcombe-observatory/public-nights-2026.xlsx`).
- A brewery's sales kickoff deck (.pptx, built in code): last year's figures, targets, a table of new beers, a
  commission plan with two bonuses, prices; the reason a launch slipped is only in the speaker notes
  (`kessick-brewing/sales-kickoff-2026.pptx`).
- A choir's concert e-mail (.eml) with a correction on top that moves the dress rehearsal; the original message
  below still gives the old time (`st-brannocks-singers/re-spring-concert-arrangements.eml`).
- A tool library's catalogue (.csv): items whose loan periods, deposits and fees differ by little, notes on which
  drill is for what (`hollis-tool-library/catalogue-2026.csv`).
- A Chinese city's public-bicycle terms (租用须知) as one long line without line breaks, as exported text often is:
  cards and deposits with exemptions, hours with a summer extension, a fee ladder, losses, prohibitions
  (`临川市公共自行车租用须知.txt`).
- A Chinese university's graduate scholarship rules (.docx built in code) in chapters of numbered articles (第X条):
  amounts for master's and doctoral students, who may not apply and an article that exempts some of them
  (`江屿大学研究生学业奖学金评定办法.docx`).
- A Chinese earbuds FAQ in Markdown: pairing, a factory reset, battery tables, water resistance with what it does not
  allow, indicator lights, spare parts; nowhere the Bluetooth version (`声澜Q3降噪耳机常见问题.md`).
- A Chinese university's course-selection notice in HTML: a table of rounds, credit limits with a lower and a higher
  exception, and a supplementary notice at the end that moves the second round (`澜州师范大学2026-2027学年第一学期选课通知.html`).
- Two chapters of a Chinese cookbook of steamed buns as an e-book (.epub built in code): dough, proving, steaming
  times that differ by filling (`家常面点一百例.epub`).
"""

from __future__ import annotations

from . import office_files as of

LN2_SOP = """# SOP-CRYO-003: Working with liquid nitrogen in the cryostore (B014)

**Pemberton Building Cell Biology Core Facility** · Revision 5 · Approved by Dr Anneliese Brandt (Core Manager) on
12 January 2026 · Next review: January 2027

## 1. Scope

This procedure covers everyone who fills, moves or uses liquid nitrogen (LN2) in the cryostore, room B014, and the
dewars kept on floors 1 to 3 of the Pemberton Building: staff, students and visiting researchers. It does not cover
the dry-ice chest in B012, which has its own procedure (SOP-CRYO-005).

Liquid nitrogen boils at -196 °C. One litre of liquid becomes about 700 litres of gas, which pushes the oxygen out of
a closed room without any smell or warning. The main hazards are cold burns, asphyxiation, and pressure building up
in closed containers.

## 2. Before you start

- You must have completed the Core's LN2 practical training (about 90 minutes, booked through the Core calendar) and
  have your swipe card enabled for B014.
- Wear a long-sleeved lab coat, long trousers, closed shoes, safety glasses with a full face shield over them, and
  loose-fitting cryogenic gloves that you can shake off quickly. Never wear tight nitrile gloves on their own: they
  trap the liquid against the skin.
- Take off rings and watches.
- Check that the oxygen monitor by the door shows green before you go in.

## 3. The oxygen monitor

B014 has a fixed oxygen monitor next to the door, with repeater lights in the corridor. Normal air holds 20.9%
oxygen.

| Reading | Light and alarm | What to do |
|---|---|---|
| 19.5% or above | Green | Normal work |
| Below 19.5% | Amber light, beeping | Stop filling, close the supply valve, prop the door open and wait outside until it is green |
| Below 18.0% | Red light, siren | Leave at once without stopping to close any valve; keep everyone out and call 2222 |

Never go into B014 to help someone who has collapsed there. Call 2222 and say it is an oxygen-depletion emergency:
only the fire service, with breathing apparatus, may go in.

The Core staff test the monitor every month, and Halden Gas Services calibrate it every 6 months.

## 4. Filling dewars

1. Fill dewars only from the 180-litre self-pressurised supply vessel in B014, with the phase separator on the
   withdrawal hose. Never pour from one large dewar into another.
2. Fill slowly for the first minute so that the dewar cools down, then open the valve further. Stop at 80% of the
   dewar's capacity.
3. Never put a tight-sealing lid on a dewar: use only the loose lid supplied with it.
4. Write the date, your name and the amount in the fill log on the clipboard by the vessel.

### Lone working

Nobody may fill or handle liquid nitrogen alone in B014: a second person trained in this SOP must stay within sight
of the door. The one exception: on weekdays between 08:00 and 18:00 you may top up a dewar of 5 litres or less on
your own, provided you carry a lone-worker alarm (collected from the Core office, room B020) and tell the Core
office before you start. At weekends, on public holidays and outside those hours there is no exception. Filling the
25-litre and 35-litre storage dewars always needs two people.

## 5. Moving dewars

- Carry small dewars (up to 2 litres) in both hands, by the stairs or the lift.
- Move larger dewars only on the wheeled trolley. They must travel in the goods lift (lift 3) on their own: never
  ride in a lift with a dewar larger than 2 litres. Put the "Cryogen in transit: do not enter" sign in the lift, send
  it to the floor you need, and have a colleague waiting there to take the dewar out.
- Do not leave dewars in corridors, offices or cold rooms.

## 6. Cold burns and other accidents

- Splash on the skin: take off any clothing the liquid has soaked, unless it is frozen to the skin. Flush the area
  with lukewarm (not hot) water for at least 15 minutes. Do not rub the skin and do not apply direct heat. Cover it
  loosely with a sterile dressing and go to Occupational Health, or to A&E if the burn is larger than the palm of
  a hand.
- Splash in the eye: rinse at the eyewash station for at least 20 minutes, holding the eyelids open, and call 2222.
- Dropped or tipped dewar: leave the room and let the liquid boil off; do not try to mop it up. Tell the Core office.
- Report every accident and near miss on the university's incident form within 24 hours.

## 7. Training and records

The LN2 practical training covers this SOP, the oxygen monitor, filling, and moving dewars in the lift. Everyone
repeats it every two years. The Core office keeps the training records and switches off B014 access on swipe cards
whose training has lapsed. Supply deliveries come from Halden Gas Services every Tuesday morning.

## 8. Contacts

Core office (B020): extension 4470, 08:00 to 18:00 on weekdays. Core Manager: Dr Anneliese Brandt, extension 4471.
Security (24 hours, emergencies): 2222.

## Revision history

| Revision | Date | Changes |
|---|---|---|
| 5 | 12 January 2026 | Lone-working exception limited to dewars of 5 litres or less (it was 10 litres) |
| 5 | 12 January 2026 | Lift rule extended to every dewar over 2 litres |
| 4 | 3 March 2024 | Oxygen monitor table added |
| 3 | 15 May 2022 | First issue for the B014 cryostore |
"""

CLIMBING_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Prices, memberships and rules | Harbourside Climbing Centre</title>
</head>
<body>
<nav><a href="/">Harbourside Climbing Centre</a> &rsaquo; Visit &rsaquo; Prices and rules</nav>
<main>
<h1>Prices, memberships and climbing rules</h1>
<p class="updated">Prices from 1 January 2026.</p>
<p>Harbourside has 14-metre roped walls with 62 lines and 9 auto-belays, and a separate bouldering hall with a
training area. We are in the old Customs Warehouse on Quay Street.</p>

<h2>Opening hours</h2>
<p>Monday to Friday 10:00 to 22:00; Saturday and Sunday 09:00 to 20:00. Last entry is one hour before closing.
Off-peak means weekdays before 16:00; every other time is peak.</p>

<h2>Day passes</h2>
<table>
<thead><tr><th>Day pass</th><th>Peak</th><th>Off-peak</th></tr></thead>
<tbody>
<tr><td>Adult</td><td>£14.50</td><td>£11.00</td></tr>
<tr><td>Concession (students, over-65s, jobseekers)</td><td>£12.50</td><td>£9.50</td></tr>
<tr><td>Junior (under 18)</td><td>£9.50</td><td>£7.50</td></tr>
</tbody>
</table>
<p>A 10-visit card costs £125 for adults and £85 for juniors. It can be used at any time and is valid for 12 months
from the first visit. Shoe hire is £4 and harness hire £3.</p>

<h2>Memberships</h2>
<ul>
<li>Monthly membership, unlimited climbing: £52 adult, £44 concession, £36 junior, by direct debit, for at least
three months.</li>
<li>Annual membership paid up front: £540 adult, £455 concession.</li>
<li>You can freeze a monthly membership for up to three months in any twelve, for a fee of £6 for each month it is
frozen. Give us 7 days' notice at reception.</li>
<li>Members get 10% off in the café and on shoe and harness hire.</li>
</ul>

<h2>Before your first visit</h2>
<p>Everyone registers online and signs the participation statement. To climb on the roped walls you either book a
30-minute belay check (£5), or take our Learn to Belay course (two sessions of 90 minutes, £45). Bouldering needs
only a 10-minute safety talk, which is free.</p>

<h2>Children and young people</h2>
<p>Climbers under 14 must be supervised at all times by a registered adult aged 18 or over, who stays in the same
hall and watches them. One adult may supervise up to two under-14s on the roped walls, and up to three in the
bouldering hall.</p>
<p>Climbers aged 14 to 17 may climb without an adult once they have passed our Independent Climber assessment (£10)
and a parent or guardian has signed the consent form.</p>
<p>The only exception to adult supervision is Junior Club, where our instructors look after the children and parents
do not have to stay. Junior Club runs during school terms on Wednesdays from 17:00 to 18:30 and on Saturdays from
09:00 to 10:30, for ages 8 to 16. Places are booked for a whole term through the members' area.</p>

<h2>Safety</h2>
<ul>
<li>Auto-belays are for climbers weighing between 10 kg and 150 kg. Clip in before every climb.</li>
<li>No climbing above the first bolt without a rope, and nobody under the bouldering walls while someone is
climbing.</li>
<li>Chalk balls only: loose chalk is not allowed.</li>
</ul>
</main>
<footer>Harbourside Climbing Centre Ltd · Quay Street, Porthaven · 01872 555 604</footer>
</body>
</html>
"""

HALL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
HALL_AGREEMENT = [
    ("Elmstead Village Hall: hire agreement and conditions of hire", "Title"),
    (
        "Elmstead Village Hall Trust, registered charity no. 1049327 · Conditions approved by the trustees on "
        "20 November 2025, for bookings from 1 January 2026 · Bookings secretary: Gwen Ashdown, 01206 555 318",
        None,
    ),
    ("1. Rooms and hire charges", "Heading1"),
    (
        "The hall has a main hall (120 seated at tables, 150 in rows, 180 standing), a small meeting room (30 people) "
        "and a kitchen. Charges are per hour, from the time you collect the keys to the time you hand them back, so "
        "include your time for setting up and clearing away.",
        None,
    ),
    None,  # the charges
    (
        "Saturday party package: the main hall and the kitchen from 10:00 to 23:30 for £380. Regular hirers are those "
        "with at least ten bookings a year.",
        None,
    ),
    ("2. Deposit", "Heading1"),
    (
        "Private parties and one-off events pay a deposit of £150 when booking; regular hirers pay £50 once. The deposit "
        "is returned within 14 days after the event, less the cost of any cleaning, damage or extra hours.",
        None,
    ),
    ("3. Cancellation", "Heading1"),
    (
        "If you cancel more than 28 days before the booking, the hire charge is refunded in full, less an "
        "administration fee of £20. If you cancel between 8 and 28 days before, half of the hire charge is refunded. "
        "If you cancel 7 days or less before the booking, nothing is refunded. The deposit is always returned in full.",
        None,
    ),
    (
        "The Trust may cancel a booking if the hall is needed as a polling station or in an emergency; you then get "
        "all your money back.",
        None,
    ),
    ("4. Times and noise", "Heading1"),
    (
        "Amplified music must stop by 23:00 on Fridays and Saturdays and by 22:00 on other days. Everyone must have "
        "left and the hall must be locked by 23:30 on Fridays and Saturdays, and by 22:30 on other days.",
        None,
    ),
    (
        "The hall is in a residential street. Please ask your guests to leave quietly: the entertainment licence can be "
        "withdrawn after complaints from neighbours.",
        None,
    ),
    ("5. Alcohol, food and decorations", "Heading1"),
    (
        "Alcohol may be given to guests free of charge. Selling alcohol, including through raffle tickets or a "
        "donation at the door, needs a Temporary Event Notice from Colbury District Council: apply at least 10 "
        "working days before the event and give the bookings secretary a copy.",
        None,
    ),
    ("Food may be prepared in the kitchen, which must be left clean. Deep-fat fryers are not allowed.", None),
    (
        "No confetti, glitter, rice or candles. Decorations may be fixed only with Blu Tack, and only on the wooden "
        "panels: never use drawing pins, nails or tape on the painted walls.",
        None,
    ),
    ("6. Parking and access", "Heading1"),
    (
        "The car park behind the hall is shared with St Mary's church and is kept free for church services on Sunday "
        "mornings until 12:30. Please ask guests not to park in front of the drive of Hall Cottage next door or the "
        "field gate opposite.",
        None,
    ),
    (
        "The main entrance has a ramp, there is an accessible toilet, and the hearing loop covers the main hall only.",
        None,
    ),
    ("7. Insurance and safety", "Heading1"),
    (
        "The Trust's insurance covers the public liability of private hirers at parties and family events. "
        "Businesses, clubs and anyone who charges for entry must have their own public liability insurance of at "
        "least £5 million and show the certificate when booking.",
        None,
    ),
    (
        "Bouncy castles and other inflatables are allowed in the main hall only, only if they are made for indoor use, "
        "and only with the supplier's own insurance.",
        None,
    ),
    (
        "The hirer must be 21 or over and stay for the whole event, and is responsible for keeping the fire exits "
        "clear and for knowing where the fire extinguishers are.",
        None,
    ),
    ("8. Keys and leaving the hall", "Heading1"),
    (
        "The code of the key safe is sent by text message 24 hours before the booking. Before you leave, turn off the "
        "heating and the lights, close every window, put rubbish in the black bins behind the kitchen and recycling in "
        "the blue bins, and take home whatever does not fit.",
        None,
    ),
]
HALL_CHARGES = [
    ["Room", "Weekdays before 17:00", "Evenings from 17:00 and weekends", "Regular hirers"],
    ["Main hall", "£22 per hour", "£28 per hour", "£18 per hour"],
    ["Small meeting room", "£12 per hour", "£15 per hour", "£10 per hour"],
    ["Kitchen (with either room)", "£10 per booking", "£10 per booking", "£5 per booking"],
]

OBSERVATORY = {
    "Public nights 2026": [
        ["Date", "Day", "Theme", "Speaker", "Doors open", "Talk starts", "Telescopes until", "Tickets available"],
        [
            "16 January 2026",
            "Friday",
            "Orion and the winter clusters",
            "Dr Priya Soames",
            "18:30",
            "19:00",
            "21:30",
            60,
        ],
        ["13 February 2026", "Friday", "Jupiter and its moons", "Tom Hadley", "18:30", "19:00", "21:30", 60],
        ["13 March 2026", "Friday", "Galaxies of spring", "Dr Priya Soames", "19:00", "19:30", "22:00", 60],
        ["11 April 2026", "Saturday", "The Moon: craters and seas", "Ruth Adeyemi", "19:30", "20:00", "22:30", 60],
        ["9 May 2026", "Saturday", "Double stars and their colours", "Marcus Feld", "20:00", "20:30", "23:00", 45],
        ["12 September 2026", "Saturday", "Saturn's rings", "Tom Hadley", "19:30", "20:00", "22:30", 60],
        ["9 October 2026", "Friday", "The Andromeda Galaxy", "Ruth Adeyemi", "19:00", "19:30", "22:00", 60],
        ["13 November 2026", "Friday", "Meteors and the Leonids", "Marcus Feld", "18:30", "19:00", "21:30", 60],
        [
            "11 December 2026",
            "Friday",
            "Family night: the winter sky",
            "Dr Priya Soames",
            "17:30",
            "18:00",
            "20:00",
            80,
        ],
        [],
        ["There are no public nights from June to August: the sky does not get dark enough early enough."],
        ["Wexcombe Observatory, run by the Wexcombe Astronomical Society. Book at wexcombe-observatory.example."],
    ],
    "Tickets": [
        ["Ticket", "Price (GBP)", "Notes"],
        ["Adult", 12, "Public nights"],
        ["Child (5 to 16)", 6, "Public nights, with an adult"],
        ["Family (2 adults and up to 3 children)", 30, "Public nights"],
        ["Friends of Wexcombe Observatory", 0, "Book a free place up to 7 days ahead"],
        ["Solar afternoon", 4, "Sundays 14:00 to 16:00, March to October; children under 5 free"],
    ],
    "Visiting": [
        ["Topic", "Details"],
        [
            "Weather",
            "If the sky is cloudy, the talk still goes ahead and the telescope session is replaced by a show in our "
            "planetarium dome. Public nights are cancelled only for snow or ice on Beacon Lane; we text ticket holders "
            "by 15:00 on the day.",
        ],
        [
            "Changing tickets",
            "Tickets are not refunded because of cloud. You can move a ticket to another public night up to 48 hours "
            "before the start.",
        ],
        [
            "Children",
            "Public nights are for ages 8 and over, because the talks run late. Younger children are welcome at solar "
            "afternoons and at the Family night on 11 December.",
        ],
        [
            "Lights",
            "Use red torches only on the observing terrace: white light spoils everyone's night vision for about 20 "
            "minutes. Red torches are sold at the desk for £3.",
        ],
        [
            "Getting here",
            "The observatory is at the top of Beacon Lane, 2 miles from Wexcombe village. Bring warm clothes: the domes "
            "are not heated.",
        ],
    ],
}

KESSICK_DECK = [
    {
        "title": "Kessick Brewing Co.: 2026 sales kickoff",
        "body": ["Bristol, 12 January 2026", "Callum Rees, Sales Director"],
    },
    {
        "title": "2025 in numbers",
        "body": [
            "Volume: 18,400 hl, up 11% on 2024",
            "On-trade 62%, off-trade 31%, export 7%",
            "Harbour Pale: 38% of all volume",
            "412 active on-trade accounts at year end",
        ],
        "notes": ["Export was mostly the Netherlands and Sweden; the Danish distributor stopped ordering in August."],
    },
    {
        "title": "2026 targets",
        "body": [
            "Volume: 20,500 hl",
            "140 new on-trade accounts",
            "Listings in two more regional supermarket chains",
            "Cask share of on-trade volume held at 25%",
        ],
    },
    {
        "title": "New beers in 2026",
        "table": [
            ["Beer", "Style", "ABV", "Format", "Launch"],
            ["Slipway Lager", "Helles", "4.2%", "Keg and 440 ml can", "2 March 2026"],
            ["Tidepool Sour", "Raspberry sour", "4.8%", "Keg only", "13 April 2026"],
            ["Long Reach IPA", "West Coast IPA", "6.1%", "440 ml can", "June 2026 (was April)"],
            ["Quay Porter", "Seasonal porter", "5.0%", "Keg and cask", "October 2026"],
        ],
        "notes": [
            "Long Reach is late because our can supplier, Brightwell Packaging, cannot deliver the printed 440 ml cans "
            "before May. Plain cans with a printed sleeve would have cost 6p more a can, so we decided to wait."
        ],
    },
    {
        "title": "Commission plan 2026",
        "body": [
            "Base commission: 4% of net invoiced sales in your territory",
            "Above 110% of your quarterly target: 6% on the part above it",
            "New on-trade account bonus: £150 for each new pub, bar or restaurant that orders three times in its "
            "first 90 days",
            "New off-trade listing bonus: £100 for each new shop or bottle shop listing",
            "Paid quarterly, with the salary at the end of the month after the quarter",
        ],
    },
    {
        "title": "Price list changes from 1 February 2026",
        "body": [
            "Harbour Pale 50 l keg: £168 (from £159)",
            "Harbour Pale cask, 72 pints: £118 (from £112)",
            "Slipway Lager 30 l keg: £112 at launch",
            "Cans: no change until July",
        ],
    },
    {
        "title": "Trade shows",
        "body": [
            "Craft Beer Rising, London: 19 and 20 February",
            "Bristol Beer Week: 8 to 14 June",
            "Great British Beer Festival, London: 4 to 8 August",
        ],
    },
]

CHOIR_EML = """Message-ID: <20260414183305.2291@stbrannockssingers.example>
Date: Tue, 14 Apr 2026 18:33:05 +0100
From: Tessa Marlow <concerts@stbrannockssingers.example>
To: St Brannock's Singers <members@stbrannockssingers.example>
Subject: Re: Spring concert arrangements - CORRECTION to the Saturday timings
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear all,

One correction to my e-mail of Sunday, copied below. The orchestra can only stay until 16:00 on the Saturday, so
the dress rehearsal on 25 April now starts at 13:00, not 14:00, and finishes at 15:45. Please be in your seats by
12:50. Everything else below is unchanged, including the 18:45 call for the concert itself.

Thank you, and sorry for the muddle.

Tessa

-----Original message-----
From: Tessa Marlow <concerts@stbrannockssingers.example>
Sent: Sunday, 12 April 2026 20:14
To: St Brannock's Singers
Subject: Spring concert arrangements

Dear singers,

Here are the arrangements for our spring concert: Haydn's The Creation (Parts 1 and 2) with the Colne Valley
Sinfonia, on Saturday 25 April at St Brannock's Church, starting at 19:30.

REHEARSALS
- Thursday 16 April, 19:30 to 21:30, in the church hall: our usual rehearsal.
- Thursday 23 April, 19:00 to 21:30, in the church (not the hall): extra rehearsal with the soloists and piano.
- Saturday 25 April, 14:00 to 16:30, in the church: dress rehearsal with the orchestra. Please be in your seats
  ten minutes before.
Everyone must come to the dress rehearsal: anyone who misses it cannot sing in the concert, unless Malcolm has
agreed otherwise beforehand.

CONCERT
Call time is 18:45 in the church hall, changed and with your folder. We walk in at 19:20.

DRESS
Sopranos and altos: black top with long or three-quarter sleeves, black skirt or trousers, black shoes, and the
choir's teal scarf.
Tenors and basses: black shirt buttoned at the neck, black trousers, black socks and shoes, and the choir's teal
tie.
Black folders only. No perfume or aftershave, please: two of our members have allergies.

TICKETS
Tickets are £15, £5 for under-18s and free for under-12s, from stbrannockssingers.example or from me. Each singer
is asked to sell at least six. Please pay ticket money to me by 20 April.

INTERVAL AND AFTERWARDS
Interval drinks are served in the church hall by the Friends of St Brannock's. After the concert the basses and
altos stack the chairs this time; sopranos and tenors did it at Christmas.

Malcolm (Malcolm Pryce, our musical director) asks everyone to bring a pencil to every rehearsal and to mark the
cuts in Part 2 before Thursday.

Best wishes,
Tessa Marlow
Concert manager, St Brannock's Singers
07700 900 412
"""

TOOL_LIBRARY = """ID,Item,Category,Loan period,Deposit (GBP),Fee per loan (GBP),Notes
TL-001,Cordless drill 18V with two batteries,Power tools,7 days,20,3,Drill bits not included: borrow the bit set TL-040
TL-002,"Hammer drill (corded, SDS)",Power tools,7 days,30,5,"For drilling into brick, stone and concrete; goggles and \
ear defenders included"
TL-003,Circular saw,Power tools,3 days,40,5,Only for members who have done the power-tools induction
TL-004,Jigsaw,Power tools,7 days,20,3,Blades for wood and metal included
TL-010,Carpet cleaner,Cleaning,4 days,35,8,Bring your own cleaning solution; empty the dirty-water tank before return
TL-011,Pressure washer,Cleaning,3 days,40,6,Needs an outside tap and a socket
TL-012,Window vacuum,Cleaning,7 days,10,2,
TL-020,Gazebo 3 x 6 m,Events,4 days,25,6,Two people needed to put it up
TL-021,Folding tables (set of 4),Events,4 days,20,4,
TL-030,Wallpaper steamer,Decorating,7 days,15,4,Let it cool for 30 minutes before packing
TL-031,Tile cutter,Decorating,7 days,20,4,Manual; for tiles up to 60 cm
TL-040,"Drill bit set (wood, metal, masonry)",Power tools,7 days,5,1,
TL-050,Hedge trimmer,Garden,3 days,25,4,Electric; 10 m cable
TL-051,Lawn scarifier,Garden,3 days,30,5,Electric; March to May and September only
TL-060,Tent for 4 people,Camping,7 days,30,6,Dry it before return or pay a 10 cleaning fee
TL-061,Camping stove,Camping,7 days,15,3,Gas not included
"""

BIKE_TERMS_ZH = (
    "临川市公共自行车租用须知（2026年修订）临川市公共自行车由临川市城市交通发展有限公司运营，全市共设租车点1260个、"
    "投放自行车32000辆。为方便市民和游客绿色出行，特制定本须知。一、办卡：市民和游客可凭本人身份证在各服务网点办理租车卡，"
    "或在“临川出行”App上开通电子租车卡。办卡须交纳押金200元；持本市社会保障卡或芝麻信用分650分以上的用户免交押金。"
    "未满12周岁的儿童不得租车；12周岁至16周岁的青少年须由监护人陪同办卡。二、运营时间：租车点每日6:00至22:00可以借车，"
    "夏季（6月1日至9月30日）延长为5:30至23:00；还车不受时间限制，全天24小时均可还车。三、收费标准：每次租车1小时以内免费；"
    "超过1小时不满2小时收费1元；超过2小时不满3小时收费2元；3小时以上每小时加收3元，不足1小时按1小时计，单次租车最高收费"
    "20元。借车后连续24小时未还车的，按车辆丢失处理。四、还车：请将车辆推入有空位的锁止器，听到“嘀”声且指示灯变绿即为还车"
    "成功。如租车点的锁止器已满，可在旁边的临时停车区还车，并拨打服务热线登记。五、车辆丢失与损坏：车辆丢失的，按每辆600元"
    "赔偿；人为损坏车辆的，按维修价格赔偿；车辆本身故障的，请在还车后30分钟内拨打服务热线报修，当次租车不收费。六、禁止事项："
    "不得骑车载人，不得在机动车道骑行，不得私自加锁或改装车辆，车筐载物不得超过5公斤。违反规定造成他人损失的，由租车人承担"
    "责任。七、服务热线：0794-8123456（7:00至21:00）。临川市城市交通发展有限公司　2026年3月"
)

SCHOLARSHIP_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
SCHOLARSHIP_RULES = [
    ("江屿大学研究生学业奖学金评定办法", "Title"),
    ("（2026年5月28日校长办公会审议通过）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为激励研究生勤奋学习、潜心科研，支持研究生顺利完成学业，根据国家有关研究生学业奖学金管理的规定，结合我校实际，"
        "制定本办法。",
        None,
    ),
    (
        "第二条　本办法适用于我校纳入全国研究生招生计划的全日制硕士研究生和博士研究生。有固定工资收入的定向研究生不参加评定。",
        None,
    ),
    ("第二章　奖励等级与标准", "Heading1"),
    (
        "第三条　学业奖学金分为三个等级。硕士研究生：一等每生每年10000元，二等每生每年6000元，三等每生每年3000元。"
        "博士研究生：一等每生每年15000元，二等每生每年12000元，三等每生每年8000元。",
        None,
    ),
    (
        "第四条　各等级名额按参评人数的比例确定：一等20%，二等40%，三等30%。各学院名额由研究生院按学院参评人数分配。",
        None,
    ),
    ("第三章　申请条件", "Heading1"),
    (
        "第五条　申请学业奖学金的研究生应当热爱祖国，遵守宪法、法律和学校规章制度，诚实守信，品学兼优，"
        "积极参加科学研究和社会实践。",
        None,
    ),
    (
        "第六条　有下列情形之一的，不得参评当年学业奖学金：（一）评定学年内受到纪律处分的；（二）有课程考试不及格且补考"
        "未通过的；（三）超出基本学制延期毕业的；（四）有学术不端行为并经学校认定的；（五）评定学年内休学的。",
        None,
    ),
    (
        "第七条　因国家公派出国（境）留学、联合培养或应征入伍而延期毕业的研究生，不受本办法第六条第（三）项的限制，"
        "可以正常参评。",
        None,
    ),
    ("第四章　评审程序", "Heading1"),
    (
        "第八条　每年9月20日至9月30日，研究生本人填写申请表，连同成绩单和科研成果证明材料提交所在学院。",
        None,
    ),
    (
        "第九条　学院评审委员会在10月15日前完成评审，评审结果在学院网站公示，公示期不少于5个工作日。"
        "对评审结果有异议的，可在公示期内向学院评审委员会提出书面申诉。",
        None,
    ),
    ("第十条　学校评审领导小组审定各学院的评审结果，奖学金于每年11月底前一次性发放到研究生本人的银行卡。", None),
    ("第五章　附则", "Heading1"),
    ("第十一条　获得学业奖学金的研究生，仍可申请国家奖学金和其他社会奖学金。", None),
    ("第十二条　本办法自2026年9月1日起施行，由研究生院负责解释。", None),
]

EARBUDS_FAQ_ZH = """# 声澜 Q3 降噪耳机常见问题

> 适用型号：声澜 Q3（SL-Q3）。最后更新：2026 年 5 月 20 日。如本页未能解决您的问题，请联系声澜客服：400-820-6633（9:00 至 21:00）。

## 一、连接与配对

**第一次使用怎么配对？**

打开充电盒盖子，耳机会自动进入配对模式，指示灯白灯闪烁。在手机的蓝牙列表中选择“Shenglan Q3”即可。
以后打开盒盖，耳机会自动回连上次连接的设备。

**可以同时连接两台设备吗？**

可以。Q3 支持同时连接两台设备，例如手机和电脑。连接第一台设备后，打开盒盖，按一下盒子背面的功能键，白灯快闪时即可在第二台设备上配对。

**耳机连不上，或者声音断断续续怎么办？**

先关闭再打开手机蓝牙；仍然不行的，在手机蓝牙设置中删除“Shenglan Q3”后重新配对。如果问题依旧，请按下面的方法恢复出厂设置。

## 二、恢复出厂设置

将两只耳机放回充电盒，保持盒盖打开，长按盒子背面的功能键15秒，直到指示灯红白交替闪烁3次后松开。恢复出厂设置会清除所有配对记录和自定义的触控设置，之后需要重新配对。

## 三、续航与充电

| 项目 | 降噪开启 | 降噪关闭 |
|---|---|---|
| 耳机单次续航 | 6.5 小时 | 9 小时 |
| 配合充电盒总续航 | 26 小时 | 36 小时 |

- 快充：耳机充电 10 分钟，可播放约 2 小时。
- 充电盒用 USB-C 线充电约 1.5 小时充满，也支持无线充电，约 3 小时充满。
- 长期不用时，请每 3 个月给充电盒充一次电，以免电池过度放电。

## 四、防水

Q3 耳机的防水等级为 IPX4，可以防汗水和雨水溅射，跑步、健身或下雨时都可以放心佩戴。
但 IPX4 不防浸水：请勿在游泳、洗澡或蒸桑拿时佩戴，也不要用水直接冲洗。
充电盒不防水。耳机被汗水打湿后，请先擦干再放回充电盒。

## 五、指示灯说明

| 指示灯 | 含义 |
|---|---|
| 白灯闪烁 | 等待配对 |
| 白灯常亮 3 秒 | 已连接 |
| 红灯慢闪 | 电量低于 10% |
| 红灯常亮 | 正在充电 |
| 绿灯常亮 | 已充满 |
| 红白交替闪烁 | 正在恢复出厂设置 |

## 六、降噪与触控

- 长按任意一只耳机 2 秒，可在降噪、通透和关闭三种模式之间切换。
- 双击右耳播放或暂停，双击左耳唤起语音助手；触控操作可以在“声澜”App 中修改。
- 更新（2026 年 5 月）：固件 2.3.0 起，只戴一只耳机时也可以开启降噪。

## 七、保修与配件

- 整机保修一年，自购买之日起计算；人为损坏和进水损坏不在保修范围内。
- 充电盒丢失可单独购买，价格 199 元；单只耳机丢失可单独补购，左耳、右耳均为 349 元。
- 包装内附 S、M、L 三副硅胶耳塞套，出厂时装的是 M 号。
"""

COURSE_NOTICE_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>关于2026—2027学年第一学期本科生选课工作的通知 - 澜州师范大学教务处</title>
</head>
<body>
<header><a href="/">澜州师范大学教务处</a> &gt; 通知公告</header>
<h1>关于2026—2027学年第一学期本科生选课工作的通知</h1>
<p>各学院、全体本科生：</p>
<p>2026—2027学年第一学期选课工作即将开始，现将有关事项通知如下。</p>

<h2>一、选课安排</h2>
<table>
<tr><th>轮次</th><th>时间</th><th>对象</th><th>方式</th></tr>
<tr><td>第一轮（预选）</td><td>7月6日9:00至7月10日17:00</td><td>2023级至2025级</td><td>按志愿抽签，不分先后</td></tr>
<tr><td>第二轮（正选）</td><td>7月13日9:00至7月15日17:00</td><td>全体本科生</td><td>先到先得</td></tr>
<tr><td>第三轮（补退选）</td><td>9月7日9:00至9月13日17:00</td><td>全体本科生</td><td>先到先得，可以退课</td></tr>
<tr><td>新生选课</td><td>9月10日9:00至9月13日17:00</td><td>2026级</td><td>只选通识课和体育课</td></tr>
</table>

<h2>二、学分要求</h2>
<p>每名学生每学期选课总学分一般不超过28学分。上学期受到学业预警的学生，本学期选课不得超过18学分。上一学年平均学分绩点达到3.5及以上的学生，可在第三轮选课期间向所在学院教务办申请，最多选至32学分。</p>
<p>除大四学生外，每学期至少修读1门体育课。通识选修课每学期最多选3门。</p>

<h2>三、注意事项</h2>
<ul>
<li>选课系统网址为 jwxt.lznu.example，请使用校园统一身份认证登录。选课期间系统每天0:00至6:00维护，暂停选课。</li>
<li>第三轮结束后一律不再办理补选和退选。</li>
<li>选课人数不足15人的通识选修课将停开，选了停开课程的学生可在第三轮改选其他课程。</li>
<li>教材费在学期末按实际领取的教材结算，不需要在选课时缴纳。</li>
</ul>

<h2>四、联系方式</h2>
<p>教务处选课中心，电话0931-7971234，工作日8:30至17:30；各学院教务办负责本学院学生的选课咨询。</p>
<p>澜州师范大学教务处<br>2026年6月22日</p>

<div class="notice">
<h2>补充通知（2026年6月30日）</h2>
<p>因选课系统服务器迁移，第二轮（正选）时间调整为7月14日9:00至7月17日17:00，其他轮次时间不变。给同学们带来的不便，敬请谅解。</p>
</div>
</body>
</html>
"""

COOKBOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　发面与蒸制",
        "<h1>第三章　发面与蒸制</h1>"
        "<h2>一、发面的配方</h2>"
        "<p>馒头和包子用的是同一种发面。基本配方：中筋面粉500克，干酵母5克，白糖10克，35℃左右的温水260毫升。"
        "酵母先用一半温水化开，静置5分钟，再倒进面粉里，边倒边用筷子搅成絮状，然后加入剩下的水，揉成光滑的面团。</p>"
        "<h2>二、发酵</h2>"
        "<p>面团盖上湿布，放在温暖的地方发酵到原来的两倍大：夏天约1小时，冬天约2小时。室温低于15℃时，可以把面团放进"
        "关着的烤箱，旁边放一碗热水。用手指蘸干面粉在面团上戳一个洞，洞口不回缩、不塌陷，就是发好了。</p>"
        "<h2>三、整形与二次醒发</h2>"
        "<p>发好的面团排气揉匀，搓成长条，切成大小相同的剂子，整形后盖上保鲜膜二次醒发15至20分钟。拿起来感觉明显变轻，"
        "就可以上锅了。</p>"
        "<h2>四、蒸馒头</h2>"
        "<p>冷水上锅，水开后转中大火蒸15分钟。关火后焖3分钟再揭盖：马上揭盖的话，馒头遇冷会回缩，表皮起皱。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　包子",
        "<h1>第四章　包子</h1>"
        "<p>包子的面皮用第三章的发面，一个剂子约40克，擀成中间厚、边缘薄的圆皮，包入约30克馅料，捏出18个左右的褶子。</p>"
        "<h2>一、鲜肉包</h2>"
        "<p>猪前腿肉500克（肥三瘦七）剁碎，加入生抽、老抽、盐、白糖和姜末，分三次打入花椒水，顺一个方向搅到上劲，最后拌入"
        "葱花和香油。包好后醒发15分钟，水开后上锅，大火蒸18分钟，关火焖3分钟。</p>"
        "<h2>二、素馅包</h2>"
        "<p>青菜香菇馅、韭菜鸡蛋馅的包子水开后蒸12分钟即可，蒸得太久，馅料会发黄出水。青菜焯水后要挤干水分再切碎。</p>"
        "<h2>三、豆沙包</h2>"
        "<p>豆沙馅不用另外调味，包好后收口朝下，水开后蒸15分钟。</p>",
    ),
]

FRESH8_DOCS: dict[str, str | bytes] = {
    "pemberton-core/SOP-CRYO-003-liquid-nitrogen.md": LN2_SOP,
    "harbourside-climbing/prices-and-rules.html": CLIMBING_PAGE,
    "elmstead-village-hall/hire-agreement-2026.docx": of.w_document(HALL_AGREEMENT, [HALL_CHARGES], HALL_STYLES),
    "wexcombe-observatory/public-nights-2026.xlsx": of.steady(of.xlsx(OBSERVATORY)),
    "kessick-brewing/sales-kickoff-2026.pptx": of.steady(of.pptx(KESSICK_DECK)),
    "st-brannocks-singers/re-spring-concert-arrangements.eml": CHOIR_EML,
    "hollis-tool-library/catalogue-2026.csv": TOOL_LIBRARY,
    "临川市公共自行车租用须知.txt": BIKE_TERMS_ZH,
    "江屿大学研究生学业奖学金评定办法.docx": of.w_document(SCHOLARSHIP_RULES, styles=SCHOLARSHIP_STYLES),
    "声澜Q3降噪耳机常见问题.md": EARBUDS_FAQ_ZH,
    "澜州师范大学2026-2027学年第一学期选课通知.html": COURSE_NOTICE_ZH,
    "家常面点一百例.epub": of.steady(of.epub(COOKBOOK_ZH, title="家常面点一百例")),
}
