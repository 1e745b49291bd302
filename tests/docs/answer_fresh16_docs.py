"""The documents of the answer evaluation's `fresh16` set (questions in tests/docs/answer_fresh16.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Marinas, bike-share
schemes, universities, nurseries, food companies, piano tuners, energy suppliers, cities, pet groomers, colleges for
older people, ski slopes, books and people are made up.

- A marina's guide for berth holders in Markdown: a berth table whose annual, summer, winter and visitors' nightly
  fees by boat length sit side by side, what the fees include, lift-out and storage ashore priced by boat length,
  living aboard and leaving (`pennock-haven-marina/berth-holders-guide-2028.md`).
- A bike-share scheme's plans and rules page in HTML: a table of plans with classic and e-bike prices side by side, a
  rule that a ride must end in a parking bay with one exception for a full bay, lost bikes and damage, and business
  accounts priced only on asking (`spokeway-harrowby/plans-and-rules.html`).
- A university hall's guide for residents (.docx, built in code, with footnotes): rents by room in look-alike rows,
  quiet hours with those of the exam period only in a footnote, guests, laundry, and no pets with one exception for
  assistance dogs (`castleford-university/hartley-hall-residents-guide-2028-29.docx`).
- A co-operative nursery's fees (.xlsx, built in code, three sheets): sessions by age group with morning, afternoon,
  full-day and full-week fees side by side, extras and charges (meals, late collection, the duty session), a holiday
  club whose prices are sent out only later, and term dates and closures
  (`little-acorns-co-op-nursery/fees-2028-29.xlsx`).
- A food company's staff briefing on an electric car scheme (.pptx, built in code): how salary sacrifice works, who
  can join, monthly costs by car and term in a table; whom to ask about a home charger when you rent or park on the
  street only in the speaker notes (`ellerby-foods/electric-car-scheme-briefing-2028.pptx`).
- A piano tuner's e-mail (.eml) whose reply on top lowers the price of the tuning once no pitch raise is needed, over
  the customer's question and the original quote quoted below it, which alone holds the price of easing sticking keys
  (`hartwell-pianos/re-tuning-your-upright-piano.eml`).
- An energy supplier's tariff information label as a PDF: electricity day and night unit rates and standing charge,
  gas unit rate and standing charge, export rate, exit fees and estimated costs in look-alike lines
  (`brightgrid-energy/tariff-information-label-fixed-saver-12m.pdf`).
- A Chinese city's notice on summer day care for primary school pupils (小学生暑期托管通知) as one long line: two
  periods with dates, daily hours with drop-off and pick-up times, full-day and half-day fees and lunch in look-alike
  clauses, and a supplement at the end that puts back the start of the first period and lowers its fee
  (`宁溪市2028年小学生暑期托管服务工作通知.txt`).
- A Chinese pet groomer's price list (.csv): services with prices for small, medium, large and giant dogs and cats
  side by side; booking, extras, and a pick-up service priced only by asking (`毛孩子宠物美容滨江店价目表.csv`).
- A Chinese district college for older people's rules for students (老年大学学员管理办法, .docx built in code) in
  chapters of numbered articles (第X条): who can enrol, at most three courses, a fee table by kind of course, and no
  refunds once classes start with one exception for illness or injury in hospital (`枫桥区老年大学学员管理办法.docx`).
- A Chinese ski slope's prices and rules for the season (.odt, built in code): tickets by length and by weekday,
  weekend and holiday in a table of look-alike rows and columns, lessons, rentals, and no children under 6 on the
  slopes with one exception for a children's ski class (`雪松岭滑雪场2027-2028雪季票价和滑雪须知.odt`).
- Two chapters of a Chinese book on baking at home as an e-book (.epub built in code): chiffon cakes with oven
  temperatures and times by tin size, and biscuits with their own temperatures (`家庭烘焙入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

MARINA_GUIDE = """# Pennock Haven Marina: berth holders' guide 2028

Pennock Haven Marina · Quay Road, Pennock PN5 3RW · VHF channel 80 · office@pennockhaven.example · 01632 961 220

240 pontoon berths behind the lock gates at the mouth of the Pennock river, with access four hours either side of
high water. This guide is for people who keep a boat with us and for their visitors. Fees apply from 1 April 2028 to
31 March 2029 and include VAT.

## Berth fees

| Length overall | Annual (12 months) | Summer (1 April to 30 September) | Winter afloat (1 October to 31 March) | Visitors, a night |
|---|---|---|---|---|
| Up to 8 m | £2,640 | £1,980 | £1,150 | £28 |
| 8.01 m to 10 m | £3,420 | £2,560 | £1,490 | £35 |
| 10.01 m to 12 m | £4,380 | £3,290 | £1,920 | £44 |
| 12.01 m to 14 m | £5,460 | £4,100 | £2,380 | £53 |
| Over 14 m | By arrangement | By arrangement | By arrangement | £4.20 a metre |

Length overall includes bowsprits, davits, outboard brackets and anything else that sticks out beyond the hull; we
measure every boat when it arrives. Catamarans and trimarans pay the fee of the next band up. Visitors who stay seven
nights pay for six.

## What the fees include

- Water on every pontoon, the showers and toilets, and Wi-Fi across the marina.
- One car park permit for each berth; a second permit is £60 a year.
- Electricity is not included for berth holders: every pontoon pedestal has a meter, read each quarter and billed at
  34p a unit. Visitors pay a flat £5 a night for electricity.
- The laundry takes tokens from the harbour office, £4 a wash and £2 a dry.

## Lift-out, storage ashore and the boatyard

| Service | Boats up to 10 m | Boats from 10.01 m to 14 m |
|---|---|---|
| Lift-out, pressure wash and relaunch | £395 | £520 |
| Lift-out or relaunch only | £210 | £280 |
| Storage ashore, per month, in a cradle | £195 | £260 |
| Mast unstepped and stored | £140 | £185 |

Annual berth holders get two months of storage ashore free each winter, between 1 November and 31 March. Book lifts at
least a week ahead with the harbour office; the travel hoist does not work in winds over 25 knots. You can work on your
own boat in the yard, or use any contractor on our approved list.

## Living aboard

You can stay aboard your own boat for up to 3 nights in a row and up to 60 nights a year. Living aboard for longer
needs a liveaboard agreement, which we offer on six of the berths on D pontoon, with a fee of £90 a month on top of
the berth.

## Paying

Pay the annual fee in one go by 1 April, or in ten monthly payments by direct debit from April to January, which adds
4%. Summer and winter berths are paid in full when you book. Visitors pay at the harbour office or on the Pennock
Haven app.

## Leaving your berth

Give us a month's notice in writing. If you leave during an annual berth, we refund the fee for each whole month left
after your notice ends, less an administration charge of £75. We do not refund summer or winter berths.

## Harbour office and fuel

The harbour office is open 8am to 6pm from April to September and 9am to 5pm from October to March; outside those
hours call the duty berthing master on VHF channel 80 or 07700 900 415. The fuel berth sells diesel and petrol from
8am to 5pm every day, and pump-out is free for berth holders.
"""

BIKE_SHARE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Plans and rules | Spokeway Bike Share Harrowby</title>
</head>
<body>
<nav><a href="/">Spokeway</a> &rsaquo; <a href="/harrowby">Harrowby</a> &rsaquo; Plans and rules</nav>
<main>
<h1>Plans and rules</h1>
<p>450 classic bikes and 200 e-bikes, parked in 85 Spokeway bays across Harrowby, from the station to the university
and the hospital. Find a bike in the Spokeway app, scan its QR code and ride. These prices apply from 1 March 2028.</p>

<h2>Plans and prices</h2>
<table>
<thead><tr><th>Plan</th><th>What it costs</th><th>Unlocking a bike</th><th>Classic bike</th><th>E-bike</th></tr></thead>
<tbody>
<tr><td>Pay as you go</td><td>No fee</td><td>&pound;1 a ride</td><td>8p a minute</td><td>18p a minute</td></tr>
<tr><td>Day Pass</td><td>&pound;8 for 24 hours</td><td>Free</td><td>Rides of up to 45 minutes free, then 8p a
minute</td><td>12p a minute</td></tr>
<tr><td>Monthly Pass</td><td>&pound;18 a month</td><td>Free</td><td>Rides of up to 45 minutes free, then 8p a
minute</td><td>12p a minute</td></tr>
<tr><td>Student Monthly Pass</td><td>&pound;12 a month, with a university e-mail address</td><td>Free</td><td>Rides of
up to 45 minutes free, then 8p a minute</td><td>12p a minute</td></tr>
<tr><td>Annual Pass</td><td>&pound;150 a year</td><td>Free</td><td>Rides of up to 60 minutes free, then 8p a
minute</td><td>10p a minute</td></tr>
</tbody>
</table>
<p>Passes renew themselves until you cancel them in the app. A ride can last up to 3 hours; after that we add a
&pound;10 overtime charge.</p>

<h2>Who can ride</h2>
<ul>
<li>You must be 16 or over to ride a classic bike and 18 or over to ride an e-bike.</li>
<li>One rider on each bike: no passengers and no child seats.</li>
<li>Helmets are not provided; we strongly recommend wearing one.</li>
</ul>

<h2>Ending your ride</h2>
<p>End every ride in a Spokeway bay: they are marked on the map in the app and painted on the ground. A ride ended
outside a bay costs a &pound;20 parking charge, and the bike keeps charging you by the minute until it is back in a bay.
The one exception is a full bay: if every stand in a bay is taken, you can lock the bike within 20 metres of it, where
it does not block the pavement or a doorway, and take a photo of it in the app. Then there is no parking charge.</p>

<h2>Damage, theft and lost bikes</h2>
<p>Report a fault with the button in the app before you ride and we will not charge you for that ride. If a bike is
lost or stolen while it is hired to you, we charge up to &pound;450 for a classic bike and up to &pound;1,200 for an
e-bike, unless you report a theft to the police within 24 hours and give us the crime number.</p>

<h2>Spokeway for Business</h2>
<p>Companies can give their staff rides on a company account, with one bill a month and a report of the trips made.
What it costs depends on how many staff join and how much they ride, so our business team will put together a proposal
for you: write to business@spokeway.example.</p>

<h2>Help</h2>
<p>Chat in the app, or call 0330 088 4100, 7am to 10pm every day.</p>
</main>
<footer>Spokeway Bike Share Ltd &middot; run with Harrowby City Council</footer>
</body>
</html>
"""

HALL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
HALL_PARAGRAPHS = [
    ("Hartley Hall: residents' guide 2028-29", "Title"),
    (
        "University of Castleford, Accommodation Services. Welcome to Hartley Hall, home to 412 students in six blocks "
        "on the Westgate campus. This guide sets out what your rent covers and the rules of the hall; they are part of "
        "your residence agreement.",
        None,
    ),
    ("Rooms and rent", "Heading1"),
    (
        "Rent is charged by the week for a contract of 40 weeks, from Saturday 16 September 2028 to Saturday 23 June "
        "2029, and includes heating, electricity, water, Wi-Fi and contents insurance:",
        None,
    ),
    None,  # the rent table
    (
        "Rent is paid in three instalments, on 1 October, 10 January and 20 April. A late payment adds a charge of "
        "£25.",
        None,
    ),
    ("Quiet hours", "Heading1"),
    (
        "Quiet hours are 23:00 to 07:00 every night. In quiet hours, music and voices must not be heard outside your "
        "room, and the common rooms close at 23:30. Residents' advisers on duty can ask anyone who is too loud to "
        "turn it down; a third warning in a term is passed to the hall manager.",
        None,
    ),
    ("Guests", "Heading1"),
    (
        "You can have visitors at any time, and an overnight guest for up to 3 nights in any 14 nights. Sign every "
        "overnight guest in at reception before 23:00; you are responsible for your guests while they are in the "
        "hall. Guests must be 18 or over.",
        None,
    ),
    ("Pets and animals", "Heading1"),
    (
        "No pets or other animals may be kept in the hall, including in cages or tanks. The one exception is an "
        "assistance dog, agreed with Accommodation Services before you move in.",
        None,
    ),
    ("Kitchens, laundry and bins", "Heading1"),
    (
        "Each flat shares a kitchen, cleaned by the hall's cleaners once a week; you keep it tidy in between. The "
        "laundry in Block C is open 24 hours: a wash costs £3.20 and a dry £1.60, paid in the Circuit app.",
        None,
    ),
    ("Fire safety", "Heading1"),
    (
        "Never cover or take down a smoke detector: it costs a £150 fine. Candles, incense and fairy lights that plug "
        "into the mains are not allowed. Leave the building at once whenever the alarm sounds.",
        None,
    ),
    ("Parking and bikes", "Heading1"),
    (
        "There is no parking for residents, except in the blue badge bays. Bikes go in the locked bike store behind "
        "Block A: register your bike at reception for a fob.",
        None,
    ),
    ("Contacts", "Heading1"),
    (
        "Reception, open 24 hours: 01632 966 300, hartley.reception@castleford.example. Maintenance requests: the "
        "Castleford Living app.",
        None,
    ),
]
HALL_RENTS = [
    ["Room", "Blocks", "Rent per week"],
    ["Standard single room, shared bathroom", "A and B", "£148"],
    ["Standard single room, shared bathroom, larger", "A and B", "£159"],
    ["En-suite single room", "C and D", "£176"],
    ["En-suite single room, accessible", "C", "£176"],
    ["Studio with its own kitchen", "E and F", "£214"],
]
HALL_FOOTNOTES = [
    "From 1 May to 13 June 2029, the summer exam period, quiet hours are 20:00 to 08:00 every night, and from 10:00 to "
    "16:00 at weekends as well.",
    "Residents of the studios in Blocks E and F sign their guests in on the Castleford Living app instead of at "
    "reception.",
]

NURSERY_FEES = {
    "Fees 2028-29": [
        [
            "Age group",
            "Morning session (8:00 to 13:00)",
            "Afternoon session (13:00 to 18:00)",
            "Full day (8:00 to 18:00)",
            "Full week (5 full days)",
        ],
        ["Babies (under 2)", "£42", "£40", "£78", "£370"],
        ["Toddlers (2 years)", "£39", "£37", "£72", "£340"],
        ["Pre-school (3 and 4 years)", "£36", "£34", "£66", "£310"],
        [],
        ["Fees are per session and include snacks, milk and water."],
        ["Children move up to the next age group's fees at the start of the month after their birthday."],
        [
            "Funded hours (15 or 30 a week for 3- and 4-year-olds, and for 2-year-olds who qualify) are taken off your "
            "bill each month."
        ],
        ["Siblings: 10% off the fees of the older child while both attend."],
    ],
    "Extras and charges": [
        ["Item", "Price", "Notes"],
        ["Lunch", "£3.50 a day", "Cooked on site; tell us about allergies when you register"],
        ["Tea", "£2.50 a day", "For children staying after 16:00"],
        ["Nappies and wipes", "£1.50 a day", "Or bring your own"],
        ["Late collection, after 18:00", "£15 for each 15 minutes or part of it", "Paid to the staff who stay late"],
        ["Extra session booked at short notice", "The session's fee plus £5", "Only when there is room"],
        ["Duty session", "One a term, or £45", "Every family helps in the rooms for one morning a term, or pays £45"],
        ["Registration fee", "£50", "Not refunded"],
        ["Deposit", "£200", "Refunded when your child leaves, with one month's notice"],
        [
            "Holiday club",
            "Sent to members each February",
            "For Little Acorns children who have started school, aged 4 to 8, at Easter and in the summer holidays",
        ],
    ],
    "Term dates and closures": [
        ["Date", "What happens"],
        ["Monday 4 September 2028", "The nursery year starts; new children have two settling-in sessions free"],
        ["Friday 20 October 2028", "Closed for staff training, not charged"],
        ["25 December 2028 to 1 January 2029", "Closed for Christmas, not charged"],
        ["Friday 16 February 2029", "Closed for staff training, not charged"],
        ["Bank holidays", "Closed, not charged"],
        [],
        ["Give one month's notice in writing to leave or to change your child's days."],
        [
            "Little Acorns Co-operative Nursery, 3 Chapel Street, Harrowby HB4 1LN. "
            "hello@littleacorns.example, 01632 967 510"
        ],
    ],
}

EV_DECK = [
    {
        "title": "Ellerby Foods electric car scheme",
        "body": ["Staff briefing, 14 February 2028", "Rhona Fairweather, Reward Manager"],
    },
    {
        "title": "How it works",
        "body": [
            "You lease a new electric car through Ellerby for 2, 3 or 4 years",
            "The monthly cost comes out of your pay before tax and National Insurance",
            "Insurance, servicing, tyres and breakdown cover are included",
            "You pay a small amount of tax on the car as a benefit in kind",
        ],
    },
    {
        "title": "Who can join",
        "body": [
            "Permanent staff who have passed their probation",
            "Your pay after the scheme must stay above the National Living Wage",
            "If you leave Ellerby during the lease, an early end fee may apply",
        ],
    },
    {
        "title": "Monthly cost before tax",
        "table": [
            ["Car", "2-year lease", "3-year lease", "4-year lease"],
            ["Nexa City", "£412", "£368", "£341"],
            ["Nexa City Long Range", "£468", "£421", "£392"],
            ["Ardent Estate", "£535", "£489", "£456"],
            ["Ardent SUV", "£598", "£547", "£509"],
        ],
        "body": ["Costs include 10,000 miles a year; more miles can be added when you order"],
    },
    {
        "title": "Charging at home",
        "body": [
            "A home charger is fitted free with every car",
            "Our charging partner is Chargewise; they survey your home before fitting",
        ],
        "notes": [
            "If you rent your home, or you park on the street, you'll need to talk to Tamsin Greaves at Chargewise "
            "before you order a car, not to payroll: she works out whether a charger can go in and gets the "
            "landlord's permission. Her e-mail is on the intranet page."
        ],
    },
    {
        "title": "Key dates and questions",
        "body": [
            "Orders open 1 March and close 31 March 2028",
            "Cars arrive from June",
            "Questions about your pay: payroll@ellerby.example",
            "Questions about the scheme: reward@ellerby.example",
        ],
    },
]

PIANO_EML = """Message-ID: <20280313101254.2271@hartwellpianos.example>
Date: Mon, 13 Mar 2028 10:12:54 +0000
From: Gideon Hartwell <gideon@hartwellpianos.example>
To: Clara Benning <clara.benning@mailbox.example>
Subject: Re: Tuning your upright piano
In-Reply-To: <CAB7u2Qp@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Clara,

Thanks for the photos of the inside and the serial number. Good news: it's a 1998 Brightman, and they hold their
pitch well, so from the photos it won't need the pitch raise after all. That brings the tuning down to £85 instead of
the £130 I quoted. If I find it has dropped further than I think when I get there, I'll tell you before I start.

Still Thursday 23 March at 10am, as in the quote.

On your question about the two keys that stick: easing them is in the quote below, and I'll bring the tools. I'd only
suggest the full regulation if more keys start to stick.

Best wishes,
Gideon

On Sat, 11 Mar 2028 at 18:40, Clara Benning <clara.benning@mailbox.example> wrote:
> Hi Gideon,
>
> Thanks, Thursday 23 March is fine. I've attached photos of the inside and the serial number as you
> asked. Two of the keys near the middle (the E and the F above middle C) stick down when the room is
> damp. Could you look at those too?
>
> Clara
>
> On Thu, 9 Mar 2028 at 16:05, Gideon Hartwell <gideon@hartwellpianos.example> wrote:
>> Dear Clara,
>>
>> Thank you for getting in touch about your upright piano at 22 Fenwick Road. As it has not been
>> tuned for about six years, here is my quote:
>>
>> Tuning with a pitch raise (two passes, to bring it up to concert pitch)    £130
>> Call-out within 15 miles of Ashby Marsh                                   free
>> Date: Thursday 23 March 2028, from 10am; about two hours
>>
>> Optional: easing sticking keys £15 a key; regulating the whole action £240; a new bass string
>> £45 each, fitted on a second visit. A humidity control system fitted inside the piano is £260.
>>
>> After a long gap, a piano settles best with a second tuning six months later, at my usual price
>> of £85. Payment on the day by card or bank transfer.
>>
>> Kind regards,
>> Gideon Hartwell
>> Hartwell Pianos, Ashby Marsh · 01632 968 224
"""

TARIFF_PAGES = [
    [
        "Brightgrid Energy Ltd",
        "Tariff information label",
        "Customer: Daniel Okafor. Account number BG-7730154",
        "Supply address: 17 Mill Lane, Harrowby HB2 5TS",
        "Tariff name: Brightgrid Fixed Saver 12M",
        "Tariff type: fixed price for 12 months, dual fuel",
        "Payment method: monthly direct debit",
        "Tariff start date: 1 May 2028. Tariff end date: 30 April 2029",
        "Electricity, Economy 7 meter",
        "Electricity unit rate, day, 7:30am to 12:30am: 27.84p per kWh",
        "Electricity unit rate, night, 12:30am to 7:30am: 13.12p per kWh",
        "Electricity standing charge: 52.60p per day",
        "Gas",
        "Gas unit rate: 6.41p per kWh",
        "Gas standing charge: 31.43p per day",
        "All prices include VAT at 5 percent.",
    ],
    [
        "Exit fees",
        "Exit fee if you leave before the tariff end date: GBP 75 per fuel.",
        "There are no exit fees if you switch in the last 49 days of your tariff.",
        "Export",
        "Smart export rate, for electricity you send to the grid: 15.00p per kWh",
        "Estimated annual cost",
        "Electricity: GBP 1,062, based on 3,100 kWh a year, 40 percent of it at night",
        "Gas: GBP 848, based on 11,500 kWh a year",
        "These estimates are for comparing tariffs; your bills depend on what you use.",
        "Other charges",
        "Paper bills: GBP 2 for each bill. Late payment: none.",
        "Contact",
        "Call 0800 555 0174, 8am to 8pm Monday to Friday, 9am to 1pm Saturday.",
    ],
]

DAY_CARE_NOTICE_ZH = (
    "宁溪市教育局关于做好2028年小学生暑期托管服务工作的通知（宁教〔2028〕41号）。各区（县）教育局、各公办小学：为解决"
    "小学生暑期“看护难”问题，经市政府同意，2028年暑期继续在全市公办小学开展暑期托管服务，现将有关事项通知如下。一、服"
    "务对象：本市公办小学一至五年级在校学生，家长自愿报名，学校不得以任何形式强制学生参加。二、托管时间：暑期托管分两"
    "期举办，第一期为7月10日至7月28日，第二期为7月31日至8月18日，每期三周，周一至周五开放，周六、周日不开放。每天托管时"
    "间为8:00至17:30，家长可以在7:30至8:00送学生入校，17:30至18:00接学生离校，18:00以后学校不再看护。三、服务内容：托管"
    "以看护为主，组织学生阅读、完成暑假作业、开展体育锻炼和文艺、科普活动，不得组织集体补课，不得讲授新课。四、收费标准"
    "：全天托管（8:00至17:30）每生每期600元；半天托管（8:00至12:00）每生每期350元；午餐由学校食堂或者配餐企业提供，每生"
    "每天18元，家长自愿选择。低保家庭、特困供养家庭子女和孤儿免收托管费，午餐费减半。五、报名方式：家长在6月20日至6月30"
    "日通过“宁溪教育”微信公众号报名，每名学生每期只能报一所学校；报名人数少于20人的学校不开班，已报名的学生由区（县）"
    "教育局统筹安排到就近学校。六、安全管理：各校要落实带班领导和值班教师，严格执行学生接送交接制度，配齐安保人员，为"
    "参加托管的学生统一购买意外伤害保险。咨询电话：12345市民服务热线。宁溪市教育局　2028年6月10日。补充通知（2028年6月"
    "28日）：因部分学校暑期校舍维修施工时间调整，经研究，第一期托管开始时间由7月10日推迟至7月17日，结束时间7月28日不变"
    "；第一期全天托管费相应调整为每生400元，半天托管费调整为每生240元；第二期安排和其他事项不变。特此通知。"
)

GROOMER_PRICES_ZH = """服务项目,包含内容,小型犬（10公斤以下）,中型犬（10至25公斤）,大型犬（25至40公斤）,巨型犬（40公斤以上）,猫
基础洗护,洗澡、吹干、梳毛、剪指甲、清洁耳朵,68,98,158,228,118
洗护加修剪,基础洗护，加修剪脚底毛、腹底毛和肛门周围的毛,88,128,198,288,
全身美容造型,基础洗护，加全身修剪造型,168,238,338,458,
药浴,针对皮肤病，须有宠物医院的处方,98,138,208,268,
去浮毛SPA,换毛季去除浮毛，含基础洗护,78,118,188,258,148
说明,体重以店内称重为准；长毛犬（如金毛、萨摩耶）在上表价格基础上另加20元,,,,,
说明,毛发打结严重需要剃毛的，另加30至80元，美容师看过后告知,,,,,
说明,营业时间每天10:00至20:00；所有服务须至少提前一天在“毛孩子萌宠”小程序预约，当天不接待未预约的,,,,,
说明,首次到店须出示狂犬疫苗接种证明，疫苗过期的不接待,,,,,
说明,有攻击性的犬只须佩戴嘴套，另加20元,,,,,
说明,会员储值1000元送150元，储值余额不退,,,,,
说明,上门接送：可以提供，按距离另外收费，请致电门店询问,,,,,
说明,地址：宁溪市滨江路218号；电话：0813-6277 3155,,,,,
"""

COLLEGE_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
COLLEGE_RULES = [
    ("枫桥区老年大学学员管理办法", "Title"),
    ("（2028年1月修订，枫桥区老年大学教务处发布）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为规范学员管理，保障教学秩序和学员安全，营造良好的学习环境，制定本办法。", None),
    (
        "第二条　本校招收年满55周岁、身体健康、能够坚持正常学习的本区常住居民。年满75周岁的，报名时须由家属陪同签署"
        "《安全承诺书》。",
        None,
    ),
    ("第二章　报名和收费", "Heading1"),
    (
        "第三条　本校每学期报名一次。春季学期在1月上旬、秋季学期在7月上旬，通过“枫桥老年大学”微信小程序报名，先报先得"
        "，报满为止。",
        None,
    ),
    ("第四条　每名学员每学期最多报读3门课程。同一门课程的同一级别，最多就读2个学期。", None),
    ("第五条　学费按学期收取，每学期16周，标准如下：", None),
    None,  # the fee table
    ("第六条　学员应当在报名成功后3天内缴纳学费，逾期未缴纳的，视为放弃报名。", None),
    ("第七条　开学前申请退课的，全额退还学费。", None),
    (
        "第八条　开课后不予退费。但是，学员因病住院或者受伤无法继续上课，凭医院出具的证明在本学期内提出申请的，可以按"
        "未上的课时退还学费。",
        None,
    ),
    ("第三章　考勤和结业", "Heading1"),
    (
        "第九条　学员应当按时上课，不能上课的提前向班主任请假。一学期缺课超过三分之一的，不发结业证书，下学期不享受"
        "老学员优先续报。",
        None,
    ),
    ("第十条　修完一门课程并考勤合格的，发给结业证书。", None),
    ("第四章　安全", "Heading1"),
    ("第十一条　学校为每名学员购买意外伤害保险，保险费包含在学费中。", None),
    ("第十二条　学员上课期间感到身体不适的，应当立即告诉任课教师；学校医务室在一楼，开放时间为8:00至17:00。", None),
    ("第五章　附则", "Heading1"),
    ("第十三条　本办法自2028年2月1日起施行，由枫桥区老年大学教务处负责解释。", None),
]
COLLEGE_FEES = [
    ["课程类别", "上课安排", "学费（元/学期）", "材料"],
    ["书法、国画", "每周1次，每次2课时", "320", "笔墨纸砚自备"],
    ["声乐、葫芦丝、电子琴", "每周1次，每次2课时", "280", "乐器自备"],
    ["舞蹈、太极拳、瑜伽", "每周2次，每次1课时", "240", "无"],
    ["智能手机应用、摄影", "每周1次，每次2课时", "200", "自带手机或者相机"],
    ["中式面点、烹饪", "每周1次，每次3课时", "360", "另收食材费，每次30元"],
]

SKI_BODY = (
    "<office:text>"
    + of.odf_h("雪松岭滑雪场2027-2028雪季票价和滑雪须知", 1)
    + of.odf_p(
        "雪松岭滑雪场2027-2028雪季预计从2027年12月1日开放至2028年3月10日，具体以雪况为准。日场开放时间为8:30至16:30，夜场"
        "只在周五和周六开放，时间为18:00至21:30。滑雪场有初级道2条、中级道3条、高级道1条，另设儿童戏雪区。"
    )
    + of.odf_h("一、滑雪票价", 2)
    + of.odf_p("滑雪票含雪板、雪鞋和雪杖的租用，计时从领取雪具开始，到归还雪具结束。票价（元/人）如下：")
    + of.odf_table(
        [
            ["票种", "平日（周一至周五）", "周末", "节假日（元旦、春节）"],
            ["2小时票", "160", "220", "280"],
            ["4小时票", "240", "320", "400"],
            ["全天票（8:30至16:30）", "300", "400", "500"],
            ["夜场票（18:00至21:30）", "不开放", "180", "200"],
        ]
    )
    + of.odf_list(
        [
            "超出票面时长的，每超时1小时（不足1小时按1小时计）收费60元。",
            "换单板的，每张票另加30元。头盔租用20元，雪服租用50元。",
            "领取雪具时须交押金500元，归还雪具后全额退还。",
            "60至69周岁的老人、身高1.2至1.4米的儿童和全日制学生，平日票价打8折；周末和节假日不打折。",
        ]
    )
    + of.odf_h("二、滑雪课程", 2)
    + of.odf_p(
        "成人一对一教学每2小时500元，一对二每2小时700元。“小雪豹”儿童滑雪课适合4至12周岁的儿童，一位教练最多带3名儿童，"
        "每2小时480元，含雪具和头盔。课程请至少提前一天在“雪松岭滑雪”小程序预约。"
    )
    + of.odf_h("三、滑雪须知", 2)
    + of.odf_list(
        [
            "所有滑雪者必须佩戴头盔。初学者请先在初级道练习，不要擅自进入中级道和高级道。",
            "未满6周岁的儿童不得上雪道滑雪，只能在儿童戏雪区玩耍。唯一的例外是参加本场“小雪豹”儿童滑雪课的4至5周岁"
            "儿童，可以在教练带领下使用初级道。",
            "12周岁以下的儿童滑雪须有成人陪同。",
            "70周岁以上的老人不得进入中级道和高级道。",
            "滑雪票当日有效，售出后不退；因天气原因全场停止开放的，可以全额退票。",
        ]
    )
    + of.odf_p("地址：宁溪市北山镇雪松岭；咨询电话：0813-6351 7788（8:00至18:00）。")
    + "</office:text>"
)

BAKING_BOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　戚风蛋糕",
        "<h1>第三章　戚风蛋糕</h1>"
        "<p>戚风蛋糕口感轻盈，是学烘焙最常做的蛋糕之一。它的关键是把蛋白打发好，再和蛋黄糊轻轻翻拌均匀，不要画圈搅拌，"
        "以免消泡。</p>"
        "<h2>一、材料</h2>"
        "<p>6寸模具：鸡蛋3个，低筋面粉50克，牛奶40克，玉米油30克，细砂糖45克（蛋黄糊15克，蛋白30克）。8寸模具的用量是"
        "6寸的两倍：鸡蛋6个，低筋面粉100克，牛奶80克，玉米油60克，细砂糖90克。</p>"
        "<h2>二、烘烤温度和时间</h2>"
        "<p>烤箱一定要提前预热10分钟。家用烤箱上下火烘烤，放在中下层：6寸戚风蛋糕用150℃烤40分钟左右；8寸戚风蛋糕用"
        "140℃烤60分钟左右，温度低一些、时间长一些，才能烤透而表面不开裂。每台烤箱的温度不同，最好用烤箱温度计校准。"
        "</p>"
        "<h2>三、出炉以后</h2>"
        "<p>蛋糕出炉后立刻连模具倒扣在晾网上，完全放凉后再脱模，一般需要1小时以上，否则容易回缩塌陷。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　饼干",
        "<h1>第五章　饼干</h1>"
        "<p>饼干是最容易成功的烘焙点心，适合和孩子一起做。</p>"
        "<h2>一、黄油曲奇</h2>"
        "<p>黄油100克在室温下软化到手指能轻松按出坑，加糖粉35克打发到颜色发白，分次加入蛋液25克，再筛入低筋面粉120克拌"
        "匀，装入裱花袋挤成花形。烤箱预热后用170℃烤15分钟左右，表面微黄即可。</p>"
        "<h2>二、蔓越莓饼干</h2>"
        "<p>面团做好后整形成长条，放入冰箱冷冻1小时，切成5毫米厚的片，用165℃烤20分钟左右。</p>"
        "<h2>三、保存</h2>"
        "<p>饼干完全放凉后放入密封罐，常温可以保存一周左右；受潮变软的，用150℃回烤5分钟就能恢复酥脆。</p>",
    ),
]

FRESH16_DOCS: dict[str, str | bytes] = {
    "pennock-haven-marina/berth-holders-guide-2028.md": MARINA_GUIDE,
    "spokeway-harrowby/plans-and-rules.html": BIKE_SHARE_PAGE,
    "castleford-university/hartley-hall-residents-guide-2028-29.docx": of.steady(
        of.docx(
            "".join(of.w_table(HALL_RENTS) if p is None else of.w_p(*p) for p in HALL_PARAGRAPHS),
            HALL_STYLES,
            footnotes=HALL_FOOTNOTES,
        )
    ),
    "little-acorns-co-op-nursery/fees-2028-29.xlsx": of.steady(of.xlsx(NURSERY_FEES)),
    "ellerby-foods/electric-car-scheme-briefing-2028.pptx": of.steady(of.pptx(EV_DECK)),
    "hartwell-pianos/re-tuning-your-upright-piano.eml": PIANO_EML,
    "brightgrid-energy/tariff-information-label-fixed-saver-12m.pdf": make_pdf(TARIFF_PAGES),
    "宁溪市2028年小学生暑期托管服务工作通知.txt": DAY_CARE_NOTICE_ZH,
    "毛孩子宠物美容滨江店价目表.csv": GROOMER_PRICES_ZH,
    "枫桥区老年大学学员管理办法.docx": of.w_document(COLLEGE_RULES, [COLLEGE_FEES], COLLEGE_STYLES),
    "雪松岭滑雪场2027-2028雪季票价和滑雪须知.odt": of.steady(
        of.odf("application/vnd.oasis.opendocument.text", SKI_BODY)
    ),
    "家庭烘焙入门.epub": of.steady(of.epub(BAKING_BOOK_ZH, title="家庭烘焙入门")),
}
