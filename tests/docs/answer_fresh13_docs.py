"""The documents of the answer evaluation's `fresh13` set (questions in tests/docs/answer_fresh13.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Councils,
camera makers, football clubs, universities, photographers, dance schools, cottages, companies, phone networks,
cities, restaurants, products and people are made up.

- A district council's bin collections page in HTML: bins and what goes in them, collection days by round, when to
  put bins out, a no-side-waste rule with one exception for the first collection after Christmas, revised dates over
  Christmas and New Year in a table of look-alike rows, garden waste and bulky waste prices; fridges and freezers
  collected at a price given only when booking (`ashworth-council/bin-collections-2026-27.html`).
- Two chapters of a mirrorless camera's user manual as a PDF: charging times by method, shots per charge with the
  monitor and the viewfinder in normal and eco modes, and clip lengths that differ by video format
  (`orrin-cameras/x-50-user-manual-power-and-video.pdf`).
- A junior football club's season fees (.xlsx, built in code, three sheets): fees by age group paid in full and
  monthly side by side with training times, a sibling discount, a no-refunds rule with one exception for injury;
  match days; kit and extras, with tournament entry mentioned without its price
  (`kingsmead-rangers-jfc/season-2027-28.xlsx`).
- A university library's printing, copying and scanning prices (.docx, built in code, with footnotes): a price table
  by paper size, colour and sides, topping up, refunds, posters and binding; the free credit for research students
  only in a footnote (`calderbrook-university-library/printing-and-copying-2027-28.docx`).
- A wedding photographer's e-mail (.eml) with a reply on top that adds a second photographer and an engagement shoot
  and raises the total, over the couple's question and the original booking confirmation quoted below it, which alone
  holds the price of extra hours (`ferrier-photography/re-your-wedding-on-18-september.eml`).
- A dance school's parents' briefing deck for its summer show (.pptx, built in code): show week, a ticket table with
  three performances side by side, dancers on the day, filming; volunteering as a chaperone and whom to tell only in
  the speaker notes (`step-up-dance-academy/summer-show-2027-parents-briefing.pptx`).
- Holiday cottages' booking conditions in Markdown: a price table of five cottages by season, arrival and departure,
  short breaks, dogs in two cottages only with one exception for assistance dogs, payment and cancellation; logs for
  the wood burners sold at the farm shop without a price (`tregarrow-farm-cottages/booking-conditions-2027.md`).
- A Chinese company's travel expenses rules (差旅费报销管理办法, .docx built in code) in chapters of numbered articles
  (第X条): a hotel table by grade and city class side by side, second-class trains with one exception for long
  journeys, meal allowances and time limits that differ by little (`澄川科技有限公司差旅费报销管理办法.docx`).
- A Chinese mobile network's plan price table (.csv): six plans whose monthly fee, data and minutes sit side by side,
  charges beyond the plan, extra SIMs; roaming abroad named without its price (`青橙移动2027年个人套餐资费表.csv`).
- A Chinese city's notice of new tiered gas prices for homes (居民管道天然气价格调整公告) as one long line without line
  breaks: three tiers, larger households with more gas at the first tier's price, the start date, and a supplement at
  the end that corrects the first tier's price (`澜城市居民管道天然气销售价格调整公告.txt`).
- A Chinese restaurant's New Year's Eve dinner booking terms (.odt, built in code): two sittings, a set-menu table
  whose sizes and prices differ by little, private rooms, deposits by menu, cancellation by date, a take-away menu
  (`松鹤楼2027年除夕年夜饭预订须知.odt`).
- Two chapters of a Chinese beginner's book on succulents as an e-book (.epub built in code): light and temperature,
  and watering by season with temperatures that differ by little (`多肉植物养护入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

_ODT = "application/vnd.oasis.opendocument.text"

BIN_COLLECTIONS = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Bin collections 2026-27 | Ashworth District Council</title>
</head>
<body>
<nav><a href="/">Ashworth District Council</a> &rsaquo; <a href="/bins">Bins and recycling</a> &rsaquo; Bin
collections</nav>
<main>
<h1>Bin collections 2026-27</h1>
<p>We empty around 41,000 households' bins every week. This page tells you which bin goes out when, what goes in it,
and what changes over Christmas and New Year. Updated 16 November 2026.</p>

<h2>Your bins</h2>
<table>
<thead><tr><th>Bin</th><th>What goes in it</th><th>How often</th></tr></thead>
<tbody>
<tr><td>Grey wheelie bin</td><td>Rubbish that cannot be recycled</td><td>Every two weeks</td></tr>
<tr><td>Blue wheelie bin</td><td>Paper, card, cans, tins, plastic bottles, pots, tubs and trays</td><td>Every two
weeks, in the week your grey bin is not emptied</td></tr>
<tr><td>Black box</td><td>Glass bottles and jars</td><td>Every four weeks, with your blue bin</td></tr>
<tr><td>Food caddy</td><td>All food waste, raw and cooked</td><td>Every week</td></tr>
<tr><td>Brown wheelie bin</td><td>Garden waste, for subscribers</td><td>Every two weeks from March to November, every
four weeks from December to February</td></tr>
</tbody>
</table>

<h2>Collection days</h2>
<table>
<thead><tr><th>Round</th><th>Areas</th><th>Collection day</th></tr></thead>
<tbody>
<tr><td>Round 1</td><td>Ashworth town centre, Millgate</td><td>Monday</td></tr>
<tr><td>Round 2</td><td>Brinkley, Holt Green, Sallow End</td><td>Tuesday</td></tr>
<tr><td>Round 3</td><td>Eastfield, the Kiln Lane estate</td><td>Wednesday</td></tr>
<tr><td>Round 4</td><td>Northcote, Upper Ashworth, Fenby</td><td>Thursday</td></tr>
<tr><td>Round 5</td><td>Stavely, Wrenford and the villages</td><td>Friday</td></tr>
</tbody>
</table>
<p>Enter your postcode at the top of this page to see your own calendar, or download it as a PDF to print.</p>

<h2>Putting your bins out</h2>
<p>Put your bins out by 6.30am on your collection day, at the edge of your property where it meets the pavement, but
not before 6pm the evening before. Take them back in by 9pm on collection day. Lids must be closed: we do not empty a
bin whose lid is propped open. If your bin was out on time and was missed, report it within two working days.</p>

<h2>Extra rubbish</h2>
<p>We only take rubbish that is inside your grey bin with its lid closed. Bags left beside the bin, known as side
waste, are not collected, and leaving side waste again and again can lead to a fixed penalty notice. The one
exception is the first grey bin collection after Christmas: that week our crews take up to two extra black bags of
rubbish left beside your grey bin. Households of six or more people can ask for a larger, 360-litre grey bin.</p>

<h2>Christmas and New Year</h2>
<p>Collections up to Thursday 24 December are on their usual days. After that, every collection moves:</p>
<table>
<thead><tr><th>Usual collection day</th><th>Revised collection day</th></tr></thead>
<tbody>
<tr><td>Friday 25 December</td><td>Saturday 26 December</td></tr>
<tr><td>Monday 28 December</td><td>Tuesday 29 December</td></tr>
<tr><td>Tuesday 29 December</td><td>Wednesday 30 December</td></tr>
<tr><td>Wednesday 30 December</td><td>Thursday 31 December</td></tr>
<tr><td>Thursday 31 December</td><td>Saturday 2 January</td></tr>
<tr><td>Friday 1 January</td><td>Monday 4 January</td></tr>
<tr><td>Monday 4 January</td><td>Tuesday 5 January</td></tr>
<tr><td>Tuesday 5 January</td><td>Wednesday 6 January</td></tr>
<tr><td>Wednesday 6 January</td><td>Thursday 7 January</td></tr>
<tr><td>Thursday 7 January</td><td>Friday 8 January</td></tr>
<tr><td>Friday 8 January</td><td>Saturday 9 January</td></tr>
</tbody>
</table>
<p>From Monday 11 January, collections are back on their usual days. Real Christmas trees are collected with garden
waste in the two weeks from 11 January: cut them into pieces no longer than one metre and leave them beside your
brown bin. If you do not have a brown bin, take your tree to the Fenby recycling centre.</p>

<h2>Garden waste</h2>
<p>Garden waste collections are a yearly subscription, from 1 April to 31 March. The first brown bin costs &pound;52
a year, or &pound;47 if you pay by direct debit; each further brown bin at the same address is &pound;30. Subscribe
online by 15 March to have your bin emptied from the first week of April. We do not refund subscriptions part of the
way through the year.</p>

<h2>Bulky waste</h2>
<p>Fridges, freezers and other large appliances are collected by our appliance team, who give you the price when you
book. For furniture and other large household items, book a collection online or by phone on 01632 960 410.</p>
<ul>
<li>Up to three items: &pound;36</li>
<li>Each further item, up to ten in all: &pound;9</li>
<li>Residents who receive Council Tax Support pay half.</li>
</ul>
<p>Leave the items outside your front door by 7am on the day; our crew cannot come inside your home.</p>
</main>
<footer>Ashworth District Council &middot; Waste and Recycling &middot; bins@ashworth.example &middot; 01632 960
400</footer>
</body>
</html>
"""

CAMERA_MANUAL_PAGES = [
    [
        "Orrin X-50 User Manual",
        "Chapter 7: Battery and power",
        "7.1 The battery",
        "The X-50 uses the OB-30 rechargeable lithium-ion battery, 7.2 V, 2250 mAh.",
        "The battery is not fully charged when you buy the camera: charge it before you use the camera",
        "for the first time. Use only OB-30 batteries; other batteries may damage the camera.",
        "7.2 Charging the battery",
        "The battery can be charged in the camera through its USB-C port, or in the BC-50 dual charger,",
        "sold separately. Times to charge a flat battery at room temperature:",
        "In the camera, from a computer's USB port: about 4 hours 30 minutes.",
        "In the camera, from the supplied AC-U5 USB adapter: about 3 hours 30 minutes.",
        "In the camera, from a USB Power Delivery charger of 27 W or more: about 2 hours 10 minutes.",
        "In the BC-50 dual charger: about 2 hours 40 minutes for one battery. The BC-50 charges two",
        "batteries one after the other, so two flat batteries take about 5 hours 20 minutes.",
        "The battery charges in the camera only while the camera is switched off. When the camera is on,",
        "a USB Power Delivery charger or power bank runs the camera instead of charging the battery.",
        "The charge lamp glows orange while the battery charges and goes out when it is full. If the lamp",
        "blinks, the battery is too warm or too cold to charge: charge it between 10 and 35 degrees C.",
        "7.3 Shots per charge",
        "Shots per charge, measured to the CIPA standard at 23 degrees C with a fully charged battery:",
        "Monitor, Normal power mode: about 410 shots.",
        "Viewfinder, Normal power mode: about 340 shots.",
        "Monitor, Eco power mode: about 520 shots.",
        "Viewfinder, Eco power mode: about 450 shots.",
        "Continuous video in 4K 30p: about 85 minutes.",
        "Eco power mode dims the monitor and turns the camera off after 1 minute without use. Set it",
        "under Setup > Power > Power mode. In cold weather, below 0 degrees C, expect about half as many",
        "shots; keep a spare battery in an inside pocket.",
    ],
    [
        "Chapter 8: Recording video",
        "8.1 Video formats",
        "The X-50 records 4K at 60p, 30p and 24p, and Full HD at 120p, 60p and 30p, in H.264 or H.265.",
        "Choose the format under Video > Format. Full HD 120p plays back at a quarter of real speed.",
        "8.2 How long a clip can be",
        "A single clip can be up to 29 minutes 59 seconds long in every format but two. In 4K 60p a",
        "clip stops after 20 minutes, and in Full HD 120p after 15 minutes, so that the sensor does not",
        "overheat. Press the record button again to start a new clip.",
        "A clip larger than 4 GB is saved on the card as several files of 4 GB and played back as one.",
        "If the camera gets too hot, a red thermometer icon appears on the monitor, and recording",
        "stops about 1 minute later. Let the camera cool down with the monitor folded out.",
        "8.3 Memory cards",
        "For 4K 60p, use a UHS-II SD card of Video Speed Class V60 or faster. For every other format a",
        "UHS-I card of class V30 is enough. Format a new card in the camera before you use it.",
        "8.4 Sound",
        "The built-in stereo microphone records at 48 kHz. An external microphone can be plugged into",
        "the 3.5 mm socket on the left side; headphones go in the socket below it.",
    ],
]

KINGSMEAD = {
    "Fees 2027-28": [
        [
            "Age group",
            "Born between",
            "Season fee (paid in full by 31 August)",
            "Monthly (10 payments, September to June)",
            "Training",
        ],
        ["U7", "1 Sep 2020 and 31 Aug 2021", "£150", "£16", "Saturday 09:00 to 10:00, Kingsmead Rec"],
        ["U8", "1 Sep 2019 and 31 Aug 2020", "£165", "£17.50", "Saturday 10:00 to 11:00, Kingsmead Rec"],
        ["U9 and U10", "1 Sep 2017 and 31 Aug 2019", "£195", "£21", "Tuesday 17:30 to 18:45, Kingsmead Rec"],
        ["U11 and U12", "1 Sep 2015 and 31 Aug 2017", "£215", "£23", "Wednesday 17:30 to 19:00, Ferris School 3G"],
        ["U13 and U14", "1 Sep 2013 and 31 Aug 2015", "£240", "£25.50", "Wednesday 19:00 to 20:30, Ferris School 3G"],
        ["U15 and U16", "1 Sep 2011 and 31 Aug 2013", "£240", "£25.50", "Thursday 19:00 to 20:30, Ferris School 3G"],
        ["Girls U10 to U14", "1 Sep 2013 and 31 Aug 2018", "£195", "£21", "Monday 18:00 to 19:15, Kingsmead Rec"],
        [],
        [
            "The fee covers training, league registration, insurance, referees and pitch hire. Kit is not included: "
            "see the Kit and extras sheet."
        ],
        [
            "Brothers and sisters: the second child at the club gets 20% off, and a third or further child pays half. "
            "The discount comes off the lower fees."
        ],
        [
            "Refunds: fees are not refunded once the season has started on 1 September. The one exception is a "
            "player who is injured or ill and cannot play again that season: on a doctor's letter, we refund the "
            "months that are left."
        ],
        ["Treasurer: Dev Marwaha, treasurer@kingsmeadrangers.example"],
    ],
    "Match days": [
        ["Age group", "Match day", "Kick-off", "League"],
        ["U7 and U8", "Saturday", "10:30", "Dunholm Mini Soccer festivals, 5 a side"],
        ["U9 and U10", "Saturday", "10:00", "Dunholm Junior League, 7 a side"],
        ["U11 and U12", "Saturday", "10:00", "Dunholm Junior League, 9 a side"],
        ["U13 to U16", "Sunday", "10:30", "Dunholm Junior League, 11 a side"],
        ["Girls U10 to U14", "Sunday", "13:00", "County Girls League"],
        [],
        [
            "Players meet at the ground 45 minutes before kick-off. Matches are called off by the league when pitches "
            "are frozen or flooded; coaches tell parents by 08:00 on the day."
        ],
    ],
    "Kit and extras": [
        ["Item", "Price", "Notes"],
        ["Match kit: shirt, shorts and socks", "£38", "Needed by every player from U9 up"],
        ["Training top", "£22", "Optional"],
        ["Club hoodie", "£28", "Optional; name on the back £4 extra"],
        ["Goalkeeper gloves", "£18", "Sizes 4 to 10"],
        ["Summer camp, five days in August", "£95", "Open to players of other clubs at £110"],
        [],
        [
            "Tournament entry is paid separately for each tournament a team enters; your coach tells you the amount "
            "before the team is entered."
        ],
        ["Order kit from the club shop at kingsmeadrangers.example/shop; it takes about three weeks."],
    ],
}

PRINTING_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
PRINTING_PARAGRAPHS = [
    ("Calderbrook University Library: printing, copying and scanning 2027-28", "Title"),
    (
        "You can print, copy and scan on any of the multifunction devices in the Main Library, the Science Library "
        "and the Learning Hub. Tap your university card on the device to sign in; what you print is paid from your "
        "print credit. Send work to the printers from any university computer, or from your own laptop or phone "
        "at print.calderbrook.example.",
        None,
    ),
    ("Prices", "Heading1"),
    ("Prices are per page. Copying costs the same as printing.", None),
    None,  # the price table
    ("Scanning", "Heading1"),
    ("Scanning to your university e-mail or to your OneDrive is free.", None),
    ("Adding print credit", "Heading1"),
    (
        "Top up online with a debit or credit card, at least £2 at a time, or with cash at the top-up machine by the "
        "Main Library entrance, at least £1. Credit does not expire and carries over from one year to the next.",
        None,
    ),
    ("Refunds", "Heading1"),
    (
        "Print credit cannot be refunded or moved to another student's account. If a device jams or prints badly, "
        "tell the Library help desk within 7 days and we put the credit for those pages back on your account.",
        None,
    ),
    ("Posters", "Heading1"),
    (
        "The Print Unit on the ground floor of the Learning Hub prints posters: A1 £8, A0 £12, on matt paper; gloss "
        "paper adds £3. Posters are ready in two working days.",
        None,
    ),
    ("Binding", "Heading1"),
    (
        "The Print Unit binds dissertations and theses. Soft binding costs £6.50 a copy and is ready the next "
        "working day; hard binding with gold lettering on the spine costs £28 a copy and takes five working days.",
        None,
    ),
    ("Help", "Heading1"),
    ("Library help desk: 01632 963 880, library@calderbrook.example.", None),
]
PRINTING_PRICES = [
    ["Paper", "Black and white, one side", "Black and white, both sides", "Colour, one side", "Colour, both sides"],
    ["A4", "5p", "8p", "20p", "35p"],
    ["A3", "10p", "16p", "40p", "70p"],
]
PRINTING_FOOTNOTES = [
    "Postgraduate research students (PhD and MPhil) are given £15 of print credit at the start of each term, on 1 "
    "October, 10 January and 20 April. It is added to their account automatically.",
    "Students registered with the Disability Advice Service can ask for free A3 enlargements of handouts.",
]

PHOTOGRAPHER_EML = """Message-ID: <20270603093118.4471@ferrierphotography.example>
Date: Thu, 03 Jun 2027 09:31:18 +0100
From: Nell Ferrier <nell@ferrierphotography.example>
To: Jess Corrigan <jess.corrigan@mailbox.example>
Subject: Re: Your wedding on 18 September: booking confirmed
In-Reply-To: <CAJ4m8Rk@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Jess,

Lovely to hear from you both, and yes, I can do both. I've added my second photographer, Owen, from 13:00
to 21:00, which is £350, and an engagement shoot at Brantwood Park one evening in August, which is £100
(usually £150) because it's booked with the wedding. That brings your new total to £2,300. The £400
booking fee you've already paid comes off it, and the balance is still due 4 weeks before the wedding.

I'll send the updated contract this afternoon: please sign it and send it back within 14 days.

Best wishes,
Nell

On Tue, 1 Jun 2027 at 20:12, Jess Corrigan <jess.corrigan@mailbox.example> wrote:
> Hi Nell,
>
> Thank you for the confirmation! We've been talking it over, and we'd love a second photographer for the
> getting-ready at both houses and for the evening. And do you do engagement shoots? We'd like one before
> the wedding if it isn't too much.
>
> Jess and Tom
>
> On Fri, 28 May 2027 at 14:05, Nell Ferrier <nell@ferrierphotography.example> wrote:
>> Dear Jess and Tom,
>>
>> Thank you for choosing Ferrier Photography. Your booking is confirmed:
>>
>> Wedding:      Saturday 18 September 2027, Hallam Barn, Carnford
>> Package:      Full Day, 11:00 to 21:00 (10 hours), one photographer
>> Price:        £1,850, including travel within 50 miles of Carnford
>> Booking fee:  £400, received on 27 May with thanks; not refundable; it comes off the total
>> Balance:      due 4 weeks before the wedding
>>
>> Extra hours: if the day runs late and you'd like me to stay on, extra coverage is £150 an hour,
>> agreed with you on the day.
>>
>> Photos: an online gallery of around 600 edited photos within 8 weeks of the wedding, to download
>> and share. Prints can be ordered from the gallery.
>>
>> Album: a 12 x 12 inch album of 30 pages is £420; extra pages are £15 each.
>>
>> If I'm ill on the day, one of two photographers I trust will cover the wedding in my place.
>>
>> Warm wishes,
>> Nell Ferrier
>> Ferrier Photography, 6 Tanyard Row, Carnford CF2 7LN · 01632 965 302
"""

SHOW_DECK = [
    {
        "title": "Summer Show 2027: Around the World",
        "body": [
            "Parents' briefing, Saturday 15 May 2027",
            "Miss Jo Tennant, Principal, Step Up Dance Academy",
        ],
    },
    {
        "title": "Show week at a glance",
        "body": [
            "Venue: the Regent Theatre, Market Street, Dunholm",
            "Technical rehearsal: Wednesday 23 June, 16:30 to 20:00, Grade 3 and above only",
            "Dress rehearsal: Thursday 24 June, 17:00 to 20:30, every dancer",
            "Shows: Friday 25 June at 19:00; Saturday 26 June at 14:00 and at 18:30",
        ],
    },
    {
        "title": "Tickets",
        "body": [
            "On sale from 1 June at regenttheatre.example or the box office",
            "Every seat is numbered; at most 8 tickets per family for each show",
        ],
        "table": [
            ["Ticket", "Friday 19:00", "Saturday 14:00", "Saturday 18:30"],
            ["Adult", "£16", "£13", "£16"],
            ["Child under 16, or over 65", "£11", "£9", "£11"],
            ["Family: two adults and two children", "£48", "£40", "£48"],
        ],
        "notes": [
            "Children under 2 on a parent's lap do not need a ticket, but tell the box office when you book so that "
            "they can count them."
        ],
    },
    {
        "title": "Dancers on the day",
        "body": [
            "Drop off at the stage door on Regent Lane 45 minutes before curtain up",
            "Hair in a bun, no jewellery, no nail varnish",
            "Costumes stay at the theatre: we hand them out and collect them",
            "Dancers stay backstage for the whole show and are collected from the stage door",
        ],
        "notes": [
            "We need about 20 chaperones for every show: parents who look after a group of dancers backstage. "
            "Chaperones need a DBS check, which the academy pays for, and each chaperone gets a free seat at one of "
            "the other shows. Parents who would like to help should e-mail Mrs Ruth Varga, our chaperone "
            "coordinator, at chaperones@stepupdance.example by 31 May."
        ],
    },
    {
        "title": "Photos and filming",
        "body": [
            "No photos or filming during the shows, by anyone: it is a condition of the theatre's licence",
            "Every show is filmed professionally: DVD £20, download £15, order by 30 June",
            "Photos from the dress rehearsal go on sale online in July",
        ],
    },
    {
        "title": "Questions",
        "body": ["Miss Tennant: info@stepupdance.example", "Studio: 01632 962 115"],
    },
]

COTTAGE_CONDITIONS = """# Tregarrow Farm Cottages: booking conditions 2027

Tregarrow Farm · Porthkennack, Cornwall PK7 3RD · stay@tregarrowfarm.example · 01632 966 041

Five stone cottages on our working dairy farm, a mile from the beach at Porthkennack. These conditions apply to
every booking made for stays in 2027. Please read them before you book: when you pay the deposit, you accept them.

## Cottages and prices

| Cottage | Sleeps | Bedrooms | Low season, per week | Mid season, per week | High season, per week |
|---|---|---|---|---|---|
| Skylark | 2 | 1 | £495 | £640 | £860 |
| Swallow | 4 | 2 | £620 | £795 | £1,095 |
| Stonechat | 4 | 2 | £645 | £830 | £1,150 |
| The Granary | 6 | 3 | £780 | £1,020 | £1,420 |
| The Great Barn | 8 | 4 | £960 | £1,280 | £1,790 |

Low season is November to March, apart from Christmas and New Year. Mid season is April, May, June, September and
October, with Christmas and New Year. High season is July and August, and the Easter and May half-term school
holidays.

## Arriving and leaving

Arrive from 4pm on your first day; we cannot let you in earlier, as the cottages are cleaned on the day. Leave by
10am on your last day. In high season, stays are for whole weeks from Saturday to Saturday. At other times you can
arrive on any day.

## Short breaks

From September to June, apart from the school holidays, you can book a short break of three or four nights: three
nights cost 70% of the weekly price and four nights 80%.

## Dogs

Dogs are welcome in Swallow and Stonechat only: up to two dogs per cottage, at £25 per dog for each stay. Please bring
their bedding and never leave them alone in the cottage. Skylark, the Granary and the Great Barn are kept free of
pets for guests with allergies, so no dogs are allowed in them. The one exception is assistance dogs, which are
welcome in every cottage at no charge.

## Paying

A deposit of 25% of the price secures your booking. The balance is due six weeks before you arrive; if you book
within six weeks of arriving, pay the full price when you book. We take bank transfers and cards.

## Cancelling

If you cancel more than six weeks before you arrive, we keep the deposit and refund anything else you have paid. If
you cancel later, the full price is due unless we can let the cottage to someone else. We strongly recommend holiday
insurance.

## In the cottages

Bed linen, towels and Wi-Fi are included; please bring your own beach towels. Cots and high chairs are free: ask for
them when you book. The Granary and the Great Barn have wood burners. The first basket of logs is on us, and more can
be bought at the farm shop, open daily from 8am to 6pm. Every cottage has a washing machine; the laundry room by the
farmhouse has a tumble dryer.

## On the farm

You are welcome to watch the milking at 4.30pm and to walk the footpaths across our fields. Please keep gates shut
and children away from the slurry pit and the machinery yard.
"""

TRAVEL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
TRAVEL_RULES = [
    ("澄川科技有限公司差旅费报销管理办法", "Title"),
    ("（澄川科技有限公司财务部　2027年1月修订）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为规范公司员工因公出差的费用报销，合理控制差旅成本，制定本办法。", None),
    ("第二条　本办法适用于公司全体正式员工和试用期员工。实习生因公出差的，按普通员工标准执行。", None),
    ("第二章　交通费", "Heading1"),
    (
        "第三条　员工出差应当优先乘坐火车。乘坐火车的，一律乘坐二等座；但单程乘车时间超过6小时的，可以乘坐一等座。",
        None,
    ),
    (
        "第四条　单程距离超过1000公里，或者火车单程时间超过8小时的，可以乘坐飞机经济舱。机票应当至少提前7天预订，"
        "优先选择折扣较低的航班。",
        None,
    ),
    (
        "第五条　出差期间往返机场、火车站乘坐出租车的，凭票据据实报销；在目的地的市内交通费每人每天不超过80元。",
        None,
    ),
    ("第三章　住宿费", "Heading1"),
    ("第六条　住宿费按职级和城市类别在下列标准内凭发票报销，超出部分由个人承担：", None),
    None,  # the hotel table
    (
        "第七条　一类城市为北京、上海、广州、深圳；二类城市为省会城市、计划单列市和苏州；其他城市为三类城市。",
        None,
    ),
    ("第八条　两名同性别员工同时出差的，原则上合住一间，按其中较高职级的标准报销。", None),
    ("第四章　伙食补助", "Heading1"),
    (
        "第九条　伙食补助按出差天数包干发放，不需要发票：一类城市每人每天100元，二类城市每人每天80元，三类城市每人每天"
        "60元。",
        None,
    ),
    ("第十条　客户或者会议主办方提供餐饮的，当天的伙食补助减半发放。", None),
    ("第五章　报销程序", "Heading1"),
    (
        "第十一条　出差人员应当在出差结束后15个工作日内，通过OA系统提交差旅费报销单，并附发票和行程单。逾期提交的，"
        "财务部不予受理。",
        None,
    ),
    ("第十二条　预借差旅费的，应当在出差结束后30日内报销冲账，结清借款。", None),
    (
        "第十三条　财务部在收到完整材料后10个工作日内完成审核，审核通过的报销款在每月10日和25日统一转入员工工资卡。",
        None,
    ),
    ("第六章　附则", "Heading1"),
    ("第十四条　本办法由财务部负责解释，自2027年2月1日起施行。咨询：财务部费用组，分机8021。", None),
]
TRAVEL_HOTELS = [
    ["职级", "一类城市（元/间·晚）", "二类城市（元/间·晚）", "三类城市（元/间·晚）"],
    ["总监及以上", "900", "700", "500"],
    ["经理、高级工程师", "650", "500", "380"],
    ["普通员工", "500", "400", "300"],
]

PHONE_PLANS_ZH = """套餐名称,月费（元）,国内通用流量,国内通话（分钟）,套外流量,套外通话,说明
青橙19元卡,19,5GB,50,5元/GB,0.15元/分钟,仅限新用户办理
青橙39元卡,39,20GB,100,5元/GB,0.15元/分钟,
青橙59元卡,59,40GB,300,3元/GB,0.1元/分钟,
青橙89元卡,89,80GB,500,3元/GB,0.1元/分钟,含1张副卡
青橙129元卡,129,150GB,1000,3元/GB,0.1元/分钟,含2张副卡；赠送视频会员
青橙199元卡,199,300GB,2000,超出后限速至1Mbps，不另收费,0.1元/分钟,含3张副卡；5G网络优先
副卡,10元/月,共享主卡流量和通话,共享主卡流量和通话,—,—,每张主卡最多办理3张副卡（含套餐内赠送的副卡）
说明,,,,,,新用户入网当月的月费和套餐内容按剩余天数折算
说明,,,,,,套餐变更次月生效；改为月费更低的套餐每个自然年限一次
说明,,,,,,国际及港澳台漫游：出境前须在App或者营业厅开通国际漫游功能，各目的地的资费另行公布，详询客服
说明,,,,,,携号转入的用户前三个月月费八折
说明,,,,,,本资费自2027年3月1日起执行，客服热线4008-123-456
"""

GAS_PRICE_ZH = (
    "澜城市发展和改革委员会关于调整居民管道天然气销售价格的公告（澜发改价格〔2027〕18号）。为理顺天然气价格关系，"
    "经价格听证和市政府同意，现将我市居民管道天然气销售价格调整有关事项公告如下。一、调整后的居民阶梯气价：以户为"
    "单位，按年度用气量分为三档。第一档为年用气量0至300立方米（含），每立方米2.85元；第二档为年用气量300至600"
    "立方米（含），每立方米3.42元；第三档为年用气量600立方米以上，每立方米4.27元。调整前，第一档价格为每立方米"
    "2.61元。二、人口较多的家庭：每户第一档年用气量为300立方米；户籍人口5人及以上的家庭，每多1人，第一档和第二档"
    "的年用气量各增加60立方米，由用户持户口簿到燃气公司营业厅申请，核定后从次月起执行。三、执行时间：自2027年7月1日"
    "起执行；抄表周期跨越调价日期的，按调价前后的天数分段计算。四、学校、养老机构等执行居民气价的非居民用户，统一按"
    "每立方米3.05元执行，不实行阶梯气价。五、城乡低保户和特困供养人员家庭，每户每月免收10立方米用气量的气费。六、"
    "咨询电话：澜城市燃气集团客服热线0576-96688，市发展改革委价格科0576-8812 3307。澜城市发展和改革委员会　"
    "2027年5月20日。补充公告（2027年6月12日）：根据市政府的批复，第一档气价由原公告的每立方米2.85元更正为每立方米"
    "2.78元，第二档、第三档的气价和执行时间不变。特此公告。"
)

DINNER_TERMS_ZH = [
    of.odf_h("松鹤楼2027年除夕年夜饭预订须知", 1),
    of.odf_p(
        "除夕（2027年2月5日）当天，本店大厅和包间只接待预订年夜饭的客人，不接待零点散客。年夜饭分两轮：第一轮"
        "17:00至19:00，第二轮19:30至22:00。每轮限时用餐，请提前10分钟到店。"
    ),
    of.odf_h("一、年夜饭套餐", 2),
    of.odf_table(
        [
            ["套餐", "适合人数", "价格（元/桌）", "菜品", "可选轮次"],
            ["团圆宴", "4至6人", "1688", "八凉八热一汤一点心", "第一轮、第二轮"],
            ["如意宴", "6至8人", "2288", "八凉十热一汤两点心", "第一轮、第二轮"],
            ["富贵宴", "8至10人", "2888", "十凉十二热一汤两点心", "第一轮、第二轮"],
            ["满堂红宴", "10至12人", "3888", "十二凉十二热一汤三点心", "仅第二轮"],
        ],
        name="套餐",
    ),
    of.odf_p("以上价格已含茶位费和服务费。酒水另计；可以自带酒水，不收开瓶费。1.2米以下儿童不占座位的不另收费。"),
    of.odf_h("二、包间", 2),
    of.odf_p(
        "包间须选用富贵宴或者满堂红宴。小包间（10人以内）最低消费2800元，大包间（12至16人）最低消费4800元，包间"
        "只安排第二轮。"
    ),
    of.odf_h("三、预订和订金", 2),
    of.odf_p(
        "请拨打预订电话0576-8855 6677，或者到店前台预订。预订时须交订金：团圆宴和如意宴每桌500元，富贵宴和满堂红宴"
        "每桌1000元，包间每间另交1000元。订金在结账时抵扣。"
    ),
    of.odf_h("四、退订", 2),
    of.odf_list(
        [
            "1月25日（含）以前退订的，订金全额退还。",
            "1月26日至2月3日退订的，退还订金的50%。",
            "2月4日以后退订的，订金不予退还。",
        ]
    ),
    of.odf_h("五、年夜饭外带", 2),
    of.odf_p(
        "除夕当天另有年夜饭外带套餐（6人份）1288元，须在1月31日以前预订，当天14:00至16:00到店自取，本店不提供配送。"
    ),
    of.odf_p("松鹤楼　地址：澜城市湖滨路88号　2027年1月"),
]

SUCCULENT_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　光照和温度",
        "<h1>第二章　光照和温度</h1>"
        "<p>多肉植物大多原产于干旱少雨的地区，喜欢充足的阳光和通风。家里养多肉，最好放在朝南的阳台或者窗台上，每天"
        "至少有4小时直射阳光。光照不足，多肉会徒长：茎秆变长、叶片之间的距离拉开、颜色变绿变浅。</p>"
        "<h2>一、适宜的温度</h2>"
        "<p>多数多肉植物的生长适温是15至28℃。气温超过35℃时，景天科的多肉会进入夏季休眠，生长几乎停止；冬天能"
        "耐受0℃左右的低温，但盆土潮湿时，低于3℃就可能冻伤。</p>"
        "<h2>二、夏天遮阴</h2>"
        "<p>夏季中午的阳光太强，会把叶片晒伤，留下褐色的疤痕。6月到9月，最好给多肉遮阴，用遮光率50%的遮阳网就够了。"
        "玉露、寿等百合科的多肉更喜欢散射光，一年四季都不要放在直射阳光下暴晒。</p>"
        "<h2>三、通风</h2>"
        "<p>闷热不通风是多肉夏天烂根的主要原因。放在封闭阳台的，白天要开窗，或者用小风扇吹一吹。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　浇水",
        "<h1>第四章　浇水</h1>"
        "<p>浇水是养多肉最难掌握的一件事。多肉的叶片能储存水分，宁干勿湿：养死多肉，多半是因为浇水太多。</p>"
        "<h2>一、春秋两季</h2>"
        "<p>春季和秋季是多肉的生长季，盆土干透以后浇一次透水，让水从盆底流出来，一般7至10天浇一次。</p>"
        "<h2>二、夏季</h2>"
        "<p>气温超过35℃、多肉休眠的时候要控水，大约每个月在傍晚沿着盆边少量浇一次水，不要浇到叶心里。生石花夏天"
        "完全断水。</p>"
        "<h2>三、冬季</h2>"
        "<p>冬季气温低于5℃时要停止浇水（断水），让盆土保持干燥，这样多肉能耐受0℃左右的低温。放在室内、室温保持在"
        "10℃以上的，可以每20天左右少量浇一次水。</p>"
        "<h2>四、用什么水</h2>"
        "<p>自来水放上一两天再浇更好。盆土要用颗粒土，例如泥炭土和颗粒石按1比1混合，排水要快。</p>",
    ),
]

FRESH13_DOCS: dict[str, str | bytes] = {
    "ashworth-council/bin-collections-2026-27.html": BIN_COLLECTIONS,
    "orrin-cameras/x-50-user-manual-power-and-video.pdf": make_pdf(CAMERA_MANUAL_PAGES),
    "kingsmead-rangers-jfc/season-2027-28.xlsx": of.steady(of.xlsx(KINGSMEAD)),
    "calderbrook-university-library/printing-and-copying-2027-28.docx": of.steady(
        of.docx(
            "".join(of.w_table(PRINTING_PRICES) if p is None else of.w_p(*p) for p in PRINTING_PARAGRAPHS),
            PRINTING_STYLES,
            footnotes=PRINTING_FOOTNOTES,
        )
    ),
    "ferrier-photography/re-your-wedding-on-18-september.eml": PHOTOGRAPHER_EML,
    "step-up-dance-academy/summer-show-2027-parents-briefing.pptx": of.steady(of.pptx(SHOW_DECK)),
    "tregarrow-farm-cottages/booking-conditions-2027.md": COTTAGE_CONDITIONS,
    "澄川科技有限公司差旅费报销管理办法.docx": of.w_document(TRAVEL_RULES, [TRAVEL_HOTELS], TRAVEL_STYLES),
    "青橙移动2027年个人套餐资费表.csv": PHONE_PLANS_ZH,
    "澜城市居民管道天然气销售价格调整公告.txt": GAS_PRICE_ZH,
    "松鹤楼2027年除夕年夜饭预订须知.odt": of.steady(
        of.odf(_ODT, "<office:text>" + "".join(DINNER_TERMS_ZH) + "</office:text>")
    ),
    "多肉植物养护入门.epub": of.steady(of.epub(SUCCULENT_BOOK_ZH, title="多肉植物养护入门")),
}
