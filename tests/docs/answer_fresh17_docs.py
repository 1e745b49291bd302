"""The documents of the answer evaluation's `fresh17` set (questions in tests/docs/answer_fresh17.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Campsites,
wildlife parks, music services, golf clubs, housing associations, chimney sweeps, water companies, night markets,
car washes, universities, hot-spring resorts, books and people are made up.

- A camping park's guide for campers in Markdown: seasons by date, pitch prices by low, mid and high season side by
  side, extras (adults, children, dogs) by season in a second table, arriving and leaving, minimum stays, and no
  fires or fire pits with one exception for the park's own fire bowls on Meadow field pitches
  (`bracken-tor-camping-park/campers-guide-2028.md`).
- A wildlife park's tickets and visiting page in HTML: tickets booked online by the day before and on the day side by
  side, annual passes, opening times, no feeding of the animals with one exception for the Goat Barn, and keeper
  experiences priced only by quote (`fellbrook-wildlife-park/tickets-and-visiting.html`).
- A county music service's terms for instrumental lessons (.docx, built in code, with footnotes): lesson fees by kind
  and length of lesson, per term and per year, in look-alike rows, instrument hire, help with fees, notice; the charge
  for a piano accompanist at graded exams only in a footnote
  (`westmere-music-service/instrumental-lessons-terms-2028-29.docx`).
- A golf club's fees (.xlsx, built in code, three sheets): membership categories with subscription, joining fee and
  monthly payments side by side, green fees for visitors by day of the week with twilight and guests' fees in
  look-alike rows, and society and corporate days priced for each event
  (`hollin-edge-golf-club/fees-2028.xlsx`).
- A housing association's briefing deck for tenants on new boilers (.pptx, built in code): why, a timetable of survey
  weeks and fitting weeks by block side by side, the day of the fitting; whom to tell when someone at home relies on
  medical equipment only in the speaker notes (`larchfield-homes/ashdown-estate-boiler-replacement-2028.pptx`).
- A chimney sweep's e-mail (.eml) whose reply on top moves the visit to another day and time, over the customer's
  question and the original quote quoted below it, which alone holds the price of fitting a bird guard
  (`flue-and-hearth-sweeps/re-sweeping-your-chimney.eml`).
- A water company's yearly bill as a PDF: water supply and sewerage standing and volume charges, surface water and
  highway drainage in look-alike lines, the total, paying in full, by instalments or monthly
  (`aldmere-water/water-and-sewerage-bill-2028-29.pdf`).
- A Chinese district's notice letting stalls at a summer night market (夜市摊位招租公告) as one long line: dates and
  hours, four kinds of stall with fees and deposits in look-alike clauses, how to apply, rules, and a supplement at the
  end that changes the opening hours (`青岚区滨河夜市2028年夏季摊位招租公告.txt`).
- A Chinese car wash's price list (.csv): services with prices for saloons, SUVs and seven-seaters side by side, notes;
  paint coating priced only after seeing the car (`车之净汽车美容城南店价目表.csv`).
- A Chinese university's rules for booking its sports halls (体育场馆开放与预约管理办法, .docx built in code) in
  chapters of numbered articles (第X条): opening hours, outsiders only in the evenings and at weekends with one
  exception for alumni with an alumni card, a fee table for students, staff and outsiders
  (`南汀大学体育场馆开放与预约管理办法.docx`).
- A Chinese hot-spring resort's tickets and bathing rules (.odt, built in code): tickets by visitor and by weekday,
  weekend and holiday in a table of look-alike rows and columns, the pools, and no children under 3 in the pools with
  one exception for the children's pool (`云汐谷温泉度假区门票和泡池须知.odt`).
- Two chapters of a Chinese book on making pour-over coffee as an e-book (.epub built in code): water temperatures by
  roast and ratios, and cold brew and iced coffee with their own times and ratios (`手冲咖啡入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

CAMPING_GUIDE = """# Bracken Tor Camping Park: campers' guide 2028

Bracken Tor Camping Park · Hollowcombe, Dunmere DM7 4QE · 01632 962 817 · stay@brackentor.example

We are open from Friday 17 March to Monday 30 October 2028, with 96 pitches in three fields: the Meadow (grass, tents
only), the Orchard (grass, tents and trailer tents) and Top Field (hardstanding, for caravans, motorhomes and
campervans). Please read this guide before you arrive: staying with us means you accept these rules.

## Seasons

- Low season: 17 March to 25 May, and 4 September to 30 October
- Mid season: 26 May to 20 July, including the late May bank holiday and half term
- High season: 21 July to 3 September

## Pitch prices, a night

Prices are for the pitch, two adults and one car or campervan.

| Pitch | Low season | Mid season | High season |
|---|---|---|---|
| Small tent pitch, no electric (Meadow) | £18 | £24 | £31 |
| Large tent pitch, no electric (Meadow or Orchard) | £22 | £29 | £37 |
| Grass pitch with electric hook-up (Orchard) | £27 | £34 | £43 |
| Hardstanding with electric hook-up (Top Field) | £31 | £39 | £48 |
| Super pitch: hardstanding with electric, water and waste (Top Field) | £36 | £45 | £55 |

## Extras, a night

| Extra | Low season | Mid season | High season |
|---|---|---|---|
| Extra adult (16 and over) | £8 | £9 | £10 |
| Child (5 to 15) | £4 | £5 | £6 |
| Child under 5 | Free | Free | Free |
| Dog, up to two a pitch | £3 | £3 | £3 |
| Extra car, or a gazebo | £5 | £5 | £5 |

Awnings and windbreaks are free. Groups of more than three pitches booked together must ring us first.

## Arriving and leaving

Arrive from 1pm and leave your pitch by 11am. The barrier is down from 10:30pm to 7am: if you arrive after 10:30pm,
park in the overflow car park by the gate and find your pitch in the morning. Reception is open 8:30am to 6pm, and
until 8pm on Fridays in the mid and high seasons.

## Minimum stays

In the high season the minimum stay is three nights on Top Field and two nights in the Meadow and the Orchard. Over
the bank holiday weekends the minimum is three nights on every field.

## Fires and barbecues

Open fires, fire pits and chimineas are not allowed anywhere on the park, and that includes ones you bring yourself.
The one exception is our raised fire bowls: you can hire one from reception (£8 a night, logs £7 a bag) and use it
only on the gravel pad of a Meadow field pitch, with the fire out by 11pm. Gas and charcoal barbecues are fine if they
stand at least 30 cm off the grass; disposable barbecues must never be put on the ground.

## Dogs

Dogs are welcome on every field, up to two a pitch, on a lead at all times. There is a dog walk along the stream
beyond the Orchard; please pick up after your dog everywhere on the park.

## Quiet and safety

Quiet time is 10:30pm to 7am: no music, no generators, and please keep voices down. The speed limit on the park is
5 mph. Children under 12 must not use the play area or the stream without an adult.

## Facilities

Two shower blocks, one by the Meadow and one on Top Field, with free hot showers, a family bathroom and a washing-up
room. The laundry by reception takes tokens: £4 a wash and £3 a dry. The shop sells milk, bread, gas and ice packs;
fresh croissants are delivered at 8am from May to September if you order by 5pm the day before.

## Booking and cancelling

A deposit of £50 a pitch holds your booking; the rest is paid when you arrive. If you cancel more than 14 days before
you arrive, we refund the deposit less £10. If you cancel later, we keep the deposit. If we have to close because of
flooding, you get everything back.

## Getting here

From the A394 turn off at Hollowcombe Cross and follow the brown tent signs for two miles. The lane is narrow: please
do not follow a satnav that sends you through Dunmere village.
"""

WILDLIFE_PARK_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Tickets and visiting | Fellbrook Wildlife Park</title>
</head>
<body>
<nav><a href="/">Fellbrook Wildlife Park</a> &rsaquo; Plan your visit &rsaquo; Tickets and visiting</nav>
<main>
<h1>Tickets and visiting</h1>
<p>More than 80 kinds of animal in 60 acres of woodland and lakes near Ashby Fell, from snow leopards and red pandas
to the otters, lemurs and the farm animals of Home Farm. These prices apply to visits from 1 March 2028.</p>

<h2>Day tickets</h2>
<p>Book online by the day before your visit and you pay less than on the day. Tickets booked online are for one date;
you can move the date up to 24 hours before your visit.</p>
<table>
<thead><tr><th>Ticket</th><th>Online, booked by the day before</th><th>On the day, online or at the gate</th></tr></thead>
<tbody>
<tr><td>Adult (16 to 64)</td><td>&pound;24.50</td><td>&pound;28.00</td></tr>
<tr><td>Child (3 to 15)</td><td>&pound;17.50</td><td>&pound;20.00</td></tr>
<tr><td>Under 3</td><td>Free</td><td>Free</td></tr>
<tr><td>Senior (65 and over) or student</td><td>&pound;22.00</td><td>&pound;25.00</td></tr>
<tr><td>Family (2 adults and 2 children, or 1 adult and 3 children)</td><td>&pound;76.00</td><td>&pound;86.00</td></tr>
<tr><td>Carer of a disabled visitor</td><td>Free</td><td>Free</td></tr>
</tbody>
</table>
<p>Children under 16 must visit with an adult. Car parking is &pound;4 a day, paid at the car park machines.</p>

<h2>Annual passes</h2>
<p>An annual pass costs &pound;65 for an adult and &pound;45 for a child, with free parking and 10% off in the caf&eacute;
and the gift shop. A family pass for two adults and two children is &pound;180.</p>

<h2>Opening times</h2>
<ul>
<li>1 March to 31 October: 9:30am to 6pm, last entry 5pm.</li>
<li>1 November to 28 February: 10am to 4pm, last entry 3pm.</li>
<li>Closed on 25 and 26 December.</li>
</ul>

<h2>Feeding the animals</h2>
<p>Please don't feed any of the animals: the wrong food makes them ill, and some of them bite. The one exception is the
Goat Barn in Home Farm, where children may feed the goats and sheep with the cups of feed sold at the barn door
(&pound;1.50 a cup), from 10am to 4pm. Food brought from home can't be given to them there either.</p>

<h2>Keeper talks</h2>
<p>Free keeper talks run every day: the penguins at 11am, the otters at 12:30pm, the lemurs at 2pm and the snow leopards
at 3:30pm. Times are on the board by the entrance.</p>

<h2>Behind the scenes</h2>
<p>Keeper for a Day, and close encounters with the red pandas or the lemurs, can be booked for groups of up to four,
aged 8 and over. Prices change with the season and the animals, so ask us for a quote: experiences@fellbrook.example.</p>

<h2>Dogs</h2>
<p>Dogs are not allowed in the park, apart from assistance dogs. There are no kennels on site.</p>

<h2>Getting here</h2>
<p>Fellbrook Wildlife Park, Fell Road, Ashby Fell AF3 9RJ. The 47 bus from Ashby Fell station stops at the gate every
hour.</p>
</main>
<footer>Fellbrook Wildlife Park is run by the Fellbrook Conservation Trust, a registered charity.</footer>
</body>
</html>
"""

MUSIC_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
MUSIC_PARAGRAPHS = [
    ("Westmere Music Service: terms for instrumental and singing lessons 2028-29", "Title"),
    (
        "Westmere Music Service teaches about 6,400 pupils a week in 180 schools across the county. These terms apply "
        "to lessons in school from September 2028 to July 2029; by signing up for lessons you agree to them.",
        None,
    ),
    ("Lessons and fees", "Heading1"),
    (
        "Each term has 10 lessons, given in school time on a rota so that pupils do not miss the same lesson every "
        "week. Fees for 2028-29 are:",
        None,
    ),
    None,  # the fee table
    (
        "You can pay each term's fee when we bill you at the start of the term, or pay for the whole year by 30 "
        "September at the lower yearly price. Pupils who qualify for free school meals, or who are in care, have their "
        "lessons free.",
        None,
    ),
    ("Instrument hire", "Heading1"),
    (
        "We lend instruments for £42 a year, which covers insurance and repairs from normal use. Pupils may keep a hired "
        "instrument for up to three years, then are asked to buy their own.",
        None,
    ),
    ("Missed lessons", "Heading1"),
    (
        "Lessons a pupil misses because of illness, a school trip or a test are not made up or refunded. If your "
        "teacher misses a lesson, we make it up later in the term or take it off your next bill.",
        None,
    ),
    ("Graded exams", "Heading1"),
    (
        "Teachers will put pupils forward for graded exams when they are ready. The exam board's entry fee is added to "
        "your next bill; the exams take place at Westmere Music Centre, 14 Abbey Street.",
        None,
    ),
    ("Stopping lessons", "Heading1"),
    (
        "To stop lessons, give half a term's notice in writing to the music service office, not to the teacher or the "
        "school. Without notice we charge for half a term.",
        None,
    ),
    ("Contact", "Heading1"),
    ("Westmere Music Service office: 01632 965 440, lessons@westmeremusic.example, 9am to 4pm on school days.", None),
]
MUSIC_FEES = [
    ["Lesson", "Pupils", "Fee per term (10 lessons)", "Fee per year, paid by 30 September"],
    ["Group lesson, 30 minutes", "3 or 4", "£68", "£195"],
    ["Shared lesson, 30 minutes", "2", "£98", "£282"],
    ["Individual lesson, 20 minutes", "1", "£112", "£322"],
    ["Individual lesson, 30 minutes", "1", "£156", "£449"],
    ["Individual lesson, 45 minutes", "1", "£228", "£656"],
]
MUSIC_FOOTNOTES = [
    "For graded exams in an instrument that needs a piano accompanist, we provide one for the exam and one rehearsal "
    "beforehand for £35 up to Grade 5; from Grade 6 the charge is £50.",
    "Pupils in care are those looked after by the county council; tell us through your school.",
]

GOLF_FEES = {
    "Membership 2028": [
        ["Category", "Who", "Annual subscription", "Joining fee", "Monthly by direct debit"],
        ["Full, 7-day", "30 and over", "£1,480", "£500", "£129"],
        ["Five-day, Monday to Friday", "30 and over", "£1,140", "£300", "£99"],
        ["Intermediate, 7-day", "18 to 29", "£760", "None", "£66"],
        ["Country, 7-day", "18 and over, living over 50 miles away", "£690", "£150", "£60"],
        ["Junior", "Under 18", "£160", "None", "Not available"],
        ["Social, no golf", "Any age", "£95", "None", "Not available"],
        [],
        ["Ages are as at 1 January 2028."],
        ["Subscriptions include the England Golf and county fees of £18 a member."],
        [
            "Paying monthly: 12 payments from January; the joining fee is paid with the first one and can be spread "
            "over the first year."
        ],
    ],
    "Green fees 2028": [
        ["Green fee", "Monday to Thursday", "Friday", "Saturday, Sunday and bank holidays"],
        ["Visitor, 18 holes", "£45", "£50", "£60"],
        ["Visitor, twilight, teeing off after 2pm", "£30", "£35", "£40"],
        ["Member's guest, playing with the member", "£25", "£25", "£30"],
        ["Junior visitor, under 18", "£15", "£15", "£20"],
        ["Buggy hire, 18 holes", "£30", "£30", "£30"],
        [],
        ["Visitors may book tee times up to 14 days ahead; at weekends, from 10am only."],
        ["Visitors must have a handicap or a club membership card."],
        [
            "Society and corporate days: for 12 players or more, with food and prizes if you like; priced for each "
            "event, ask the office."
        ],
    ],
    "Club and course": [
        ["Item", "Details"],
        ["Office", "Monday to Friday 9am to 5pm; 01632 967 300; office@hollinedgegolf.example"],
        ["Pro shop", "Every day from 7am; lessons with the professional booked in the shop"],
        ["Locker", "£45 a year, members only"],
        ["Dress", "Golf clothing on the course; no jeans or football shirts; soft spikes only"],
        ["Winter rules", "Preferred lies on the fairways from 1 November to 31 March"],
        [
            "Address",
            "Hollin Edge Golf Club, Moor Lane, Hollin Edge, Dunmere DM4 2GH. Par 71, 6,214 yards from the white tees",
        ],
    ],
}

BOILER_DECK = [
    {
        "title": "New boilers for the Ashdown Estate",
        "body": ["Tenants' briefing, Monday 10 January 2028", "Larchfield Homes, Asset Management team"],
    },
    {
        "title": "Why we are replacing them",
        "body": [
            "The boilers in the Ashdown Estate flats are 17 years old and break down more each winter",
            "New A-rated combination boilers use about a fifth less gas",
            "The work costs you nothing, and your rent does not change",
        ],
    },
    {
        "title": "When it happens",
        "table": [
            ["Block", "Survey visit", "New boiler fitted"],
            ["Rowan House", "Week commencing 7 February", "Week commencing 6 March"],
            ["Hazel House", "Week commencing 14 February", "Week commencing 13 March"],
            ["Alder House", "Week commencing 21 February", "Week commencing 20 March"],
            ["Birch House", "Week commencing 28 February", "Week commencing 27 March"],
        ],
        "body": ["We will write to each home with its exact day two weeks before the visit"],
    },
    {
        "title": "On the day",
        "body": [
            "Fitting takes one day, from 8am to about 4pm",
            "No heating or hot water during the work: we lend you two electric heaters",
            "Please clear a metre around the boiler cupboard and the kitchen sink",
            "Someone aged 18 or over must be at home all day",
        ],
        "notes": [
            "If anyone in the home relies on medical equipment, is on home oxygen or dialysis, or cannot be without "
            "heat, they should tell Marcus Adeyemi, our tenant liaison officer, on 01632 964 112, not the contractor: "
            "he will put them first in the day and make sure the heating is back on before dark."
        ],
    },
    {
        "title": "Who does the work",
        "body": [
            "Heatfirst Services fit the boilers; every fitter carries a Larchfield photo card",
            "Questions: boilers@larchfield.example or 0300 123 8800, Monday to Friday 8am to 6pm",
            "Each new boiler has a 10-year guarantee and a yearly service from Larchfield",
        ],
    },
]

SWEEP_EML = """Message-ID: <20281106083015.4410@flueandhearth.example>
Date: Mon, 6 Nov 2028 08:30:15 +0000
From: Owen Pritchard <owen@flueandhearth.example>
To: Tom Brearley <tom.brearley@mailbox.example>
Subject: Re: Sweeping your chimney
In-Reply-To: <CAF83kLm@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Tom,

Sorry to do this, but I need to move your sweep: the van is in for repair that morning. I can now come on Thursday
16 November at 1pm instead of Tuesday 14 November at 9am. If that doesn't suit, my next free slot is Monday 27
November in the morning.

Please don't light the fire for 24 hours before, so the flue is cold when I get there.

On the birds: yes, a bird guard is in my quote below. I fit it on a separate visit with the long ladder once the
chimney has been swept, so we can fix a day for that when I see you. Everything else in the quote stays the same.

Cheers,
Owen

On Sat, 4 Nov 2028 at 17:52, Tom Brearley <tom.brearley@mailbox.example> wrote:
> Hi Owen,
>
> Thanks for the quote, that all looks fine. One more thing: we keep hearing birds in the chimney pot in
> spring and found twigs in the grate. Is there anything you can put on top to keep them out?
>
> Tom
>
> On Thu, 2 Nov 2028 at 11:05, Owen Pritchard <owen@flueandhearth.example> wrote:
>> Dear Tom,
>>
>> Thank you for asking us to sweep the chimney at Mill Cottage, Stanbury Lane. Here is my quote:
>>
>> Sweeping one chimney, open fire                                      £70
>> Sweeping a wood burner or stove with a liner                         £80
>> Each extra chimney on the same visit                                 £40
>> Removing a bird's nest                                               from £45, by size
>> Smoke test and certificate for your insurer                          included
>> Fitting a bird guard (stainless steel mesh) to the chimney pot       £95
>> CCTV survey of the flue                                              £120
>>
>> Date: Tuesday 14 November 2028 at 9am, about an hour and a half. Please move ornaments and rugs a
>> couple of metres back from the fireplace; I bring dust sheets and a vacuum.
>>
>> Payment on the day by card or bank transfer.
>>
>> Kind regards,
>> Owen Pritchard
>> Flue & Hearth Sweeps, Stanbury · 01632 969 035 · member of the Guild of Master Sweeps
"""

WATER_BILL_PAGES = [
    [
        "Aldmere Water",
        "Your water and sewerage bill for 2028-29",
        "Customer: Priya Raman. Account number 40 2281 7735",
        "Property: Flat 3, 41 Quarry Hill, Dunmere DM3 8PL",
        "Bill date: 14 March 2028. Charges from 1 April 2028 to 31 March 2029",
        "Your meter: serial AW-55190, read every six months",
        "Water supply",
        "Water supply standing charge: GBP 38.20 a year",
        "Water supply volume charge: GBP 1.9184 per cubic metre",
        "Sewerage",
        "Sewerage standing charge: GBP 46.75 a year",
        "Used water volume charge: GBP 2.4406 per cubic metre, on 95 percent of the water you use",
        "Surface water drainage: GBP 52.10 a year, for rain that drains from your property to a public sewer",
        "Highway drainage: GBP 9.80 a year, for rain that drains from public roads",
        "Estimated use for the year: 68 cubic metres",
        "Water supply total: GBP 168.65. Sewerage total: GBP 204.41",
        "Estimated total for the year: GBP 434.96",
    ],
    [
        "How to pay",
        "Amount due: GBP 434.96",
        "Pay in full by 1 May 2028, or",
        "pay in 2 instalments of GBP 217.48, by 1 May 2028 and 1 October 2028, or",
        "pay by direct debit in 10 monthly payments: the first of GBP 43.46 on 1 April 2028, then 9 of GBP 43.50",
        "If we read your meter and you have used more or less, we adjust your next bill.",
        "Help with your bill",
        "WaterSure Plus caps the bill for some households on benefits with a large family or a medical condition.",
        "Aldmere Assist takes up to 50 percent off for households with a low income. Apply online or call us.",
        "Moving home",
        "Tell us at least 2 working days before you move, with a meter reading on the day.",
        "Contact",
        "Call 0345 600 2271, 8am to 6pm Monday to Friday. Report a leak at any time on 0800 316 4400.",
    ],
]

NIGHT_MARKET_NOTICE_ZH = (
    "青岚区滨河夜市2028年夏季摊位招租公告。为繁荣夜间经济、方便市民消费，青岚区商务局委托青岚文旅发展有限公司在滨河"
    "路（青岚大桥至望江公园段）举办2028年夏季滨河夜市，现将摊位招租有关事项公告如下。一、举办时间：2028年6月1日至9月"
    "30日，每天18:00至23:00，每周一休市；遇暴雨、台风等恶劣天气临时休市的，通过“青岚夜市”微信公众号提前通知，当天的"
    "摊位费不退。二、摊位设置：夜市共设摊位180个，分为四个区：A区为使用明火的餐饮类摊位（如炭火烧烤、铁板、油炸），共40"
    "个；B区为不使用明火的餐饮类摊位（如饮品、甜品、凉菜），共60个；C区为百货类摊位，共50个；D区为文创类摊位（手工艺品、"
    "原创设计），共30个。每个摊位2米×2米，统一提供帐篷、一张桌子和一盏照明灯。三、摊位费和押金：A区每个摊位每月1500元"
    "，押金3000元；B区每个摊位每月1200元，押金3000元；C区每个摊位每月800元，押金1000元；D区每个摊位每月600元，押金1000元"
    "。摊位费按月缴纳，每月5日前缴清当月费用；水电费按实际用量另行结算。押金在夜市结束、摊位清理干净并经验收合格后15个"
    "工作日内无息退还。四、报名条件：年满18周岁、具有完全民事行为能力的个人或者个体工商户均可报名，每人限报一个摊位；餐"
    "饮类摊位须持有有效的健康证明和食品经营备案凭证；A区摊主须自备不少于两具4公斤灭火器。五、报名方式：2028年5月6日至5"
    "月15日，通过“青岚夜市”微信公众号在线报名，上传身份证和相关证明材料；报名人数超过摊位数的，5月20日在区商务局公开抽"
    "签确定摊位，抽签结果当天公示。六、经营管理：摊主须在营业开始前30分钟内到场布置，收市后30分钟内清理完毕并将垃圾分类"
    "投放到指定地点；禁止超出摊位范围经营，禁止使用高音喇叭叫卖；夜市期间滨河路（青岚大桥至望江公园段）18:00以后禁止机"
    "动车通行，摊主车辆须停放在望江公园地下停车场，摊主凭证停车每月100元。违反以上规定的，第一次警告，第二次暂停经营3天"
    "，第三次取消摊位资格，押金不予退还。咨询电话：0815-3360 7218（工作日9:00至17:00）。青岚区商务局　青岚文旅发展有限"
    "公司　2028年4月25日。补充公告（2028年5月18日）：根据周边居民的意见，经研究，夜市营业时间调整为每天18:30至22:30（原"
    "为18:00至23:00），周一仍然休市；滨河路禁止机动车通行的时间相应调整为18:30以后。其他事项不变。特此公告。"
)

CAR_WASH_PRICES_ZH = """服务项目,包含内容,轿车,SUV,MPV及7座车
标准洗车,外观清洗、擦干、轮毂和脚垫清洁,35,45,55
精致洗车,标准洗车，加内饰吸尘、仪表台擦拭、玻璃内侧清洁,68,88,98
打蜡,精致洗车，加全车手工打蜡,168,198,228
内饰深度清洁,座椅、顶棚、地毯和门板清洗，除味，约需4小时,398,468,528
发动机舱清洗,发动机舱除尘、清洗和上光,88,98,108
空调管道除菌,空调管道清洗、除菌和除味,128,128,148
漆面镀晶,须先做漆面检测,到店看车后报价,到店看车后报价,到店看车后报价
说明,车型以行驶证为准；皮卡按SUV价格收费,,,
说明,会员卡充值500元送80元，充值1000元送200元，余额不退,,,
说明,营业时间每天8:30至19:00；内饰深度清洁和漆面镀晶须提前一天预约,,,
说明,标准洗车后24小时内下雨的，凭小票免费再洗一次,,,
说明,地址：青岚区城南大道66号；电话：0815-3312 6090,,,
"""

SPORTS_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
SPORTS_RULES = [
    ("南汀大学体育场馆开放与预约管理办法", "Title"),
    ("（2028年3月修订，南汀大学体育部发布）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为提高学校体育场馆的使用效率，保障师生体育锻炼需要，规范场馆的开放和预约，制定本办法。", None),
    ("第二条　本办法适用于学校体育馆（羽毛球场、乒乓球室）、室外网球场和篮球场。游泳馆另有规定。", None),
    ("第二章　开放时间", "Heading1"),
    (
        "第三条　场馆开放时间为：周一至周五8:00至22:00，周六、周日和法定节假日8:00至21:00。寒假、暑假的开放时间另行"
        "通知。学校举办比赛和大型活动期间，场馆暂停对外开放，提前3天在“南汀体育”小程序公告。",
        None,
    ),
    ("第四条　本校学生和教职工凭校园卡，在开放时间内均可预约使用场馆。", None),
    (
        "第五条　校外人员只能在工作日17:00以后和周六、周日、法定节假日预约使用场馆，须实名登记。唯一的例外是持有本校"
        "“校友卡”的校友：工作日白天也可以预约，并按教职工标准收费。",
        None,
    ),
    ("第三章　预约和收费", "Heading1"),
    (
        "第六条　场馆通过“南汀体育”小程序预约，最早可以提前3天预约，每人每天最多预约2小时。预约成功后须在开场前"
        "15分钟内刷卡或者扫码入场。",
        None,
    ),
    ("第七条　场馆收费标准如下（元/小时）：", None),
    None,  # the fee table
    ("第八条　18:00以后使用室外网球场和篮球场的，另收灯光费，每小时10元。", None),
    (
        "第九条　预约后不能按时到场的，须在开场前2小时取消；未取消又未到场的，累计3次，30天内不能预约。预约的场地不"
        "得转让他人使用，不得用于商业培训。",
        None,
    ),
    ("第四章　安全和文明使用", "Heading1"),
    ("第十条　进入体育馆须穿运动鞋，不得穿皮鞋、高跟鞋进入场地；场馆内禁止吸烟、饮酒和吃有汁水的食物。", None),
    ("第十一条　损坏场馆设施的，按价赔偿。运动中受伤的，可以到体育馆一楼医务点处理。", None),
    ("第五章　附则", "Heading1"),
    ("第十二条　本办法自2028年4月1日起施行，由体育部负责解释。", None),
]
SPORTS_FEES = [
    ["场地", "本校学生", "本校教职工", "校外人员"],
    ["羽毛球场（每片）", "10", "20", "50"],
    ["乒乓球台（每台）", "5", "10", "25"],
    ["网球场（每片）", "20", "40", "80"],
    ["篮球场（半场）", "30", "50", "120"],
]

HOT_SPRING_BODY = (
    "<office:text>"
    + of.odf_h("云汐谷温泉度假区门票和泡池须知", 1)
    + of.odf_p(
        "云汐谷温泉度假区位于青岚区云汐镇，全年开放，开放时间为每天10:00至次日1:00，22:30以后停止入园。园内有室内外"
        "温泉泡池28个，水温36至45℃，另有汗蒸房、儿童戏水区和餐厅。"
    )
    + of.odf_h("一、门票", 2)
    + of.odf_p("门票含浴衣、毛巾和储物柜的使用，当天入园一次有效。票价（元/人）如下：")
    + of.odf_table(
        [
            ["票种", "平日（周一至周五）", "周末", "节假日"],
            ["成人票", "198", "238", "268"],
            ["儿童票（身高1.2至1.5米）", "98", "128", "148"],
            ["长者票（65周岁以上）", "128", "158", "178"],
            ["夜场票（18:00以后入园）", "138", "158", "178"],
        ]
    )
    + of.odf_list(
        [
            "身高1.2米以下的儿童免票，每名购票成人限带一名；身高1.5米以上的儿童购买成人票。",
            "夜场票不分大人儿童，一律一个价格。",
            "储物柜手环丢失的，赔偿50元。",
            "门票售出后不退不换；因设备故障全部泡池停止开放的，可以全额退票。",
        ]
    )
    + of.odf_h("二、泡池", 2)
    + of.odf_p(
        "露天区有玫瑰花池、人参池、牛奶池等养生池18个，水温38至41℃；高温池3个，水温42至45℃；室内区有恒温泳池和"
        "中药池。儿童戏水区设恒温儿童池（36℃）和戏水滑梯，开放时间为10:00至20:00。"
    )
    + of.odf_h("三、泡池须知", 2)
    + of.odf_list(
        [
            "泡池前请先淋浴，每次泡池以15至20分钟为宜，中间上岸休息、补充水分。",
            "未满3周岁的婴幼儿不得进入温泉泡池。唯一的例外是儿童戏水区的恒温儿童池（36℃），在家长陪同下可以使用。",
            "12周岁以下的儿童须有成人全程陪同，不得进入高温池。",
            "孕妇和患有心脏病、高血压的游客不宜进入高温池；饮酒后请不要泡池。",
            "泡池内禁止使用洗发水、沐浴露，禁止带入玻璃器皿。",
        ]
    )
    + of.odf_p("咨询和预订电话：0815-3378 9900（9:00至22:00）。")
    + "</office:text>"
)

COFFEE_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　研磨、水温和粉水比",
        "<h1>第二章　研磨、水温和粉水比</h1>"
        "<p>手冲咖啡好不好喝，豆子占一半，另一半就看研磨、水温和粉水比这三样。它们互相牵连，改一样的时候最好只改这一样，"
        "喝出差别再改下一样。</p>"
        "<h2>一、研磨</h2>"
        "<p>手冲一般用中细研磨，颗粒大约像白砂糖。磨得太细，水流不下去，咖啡发苦发涩；磨得太粗，水一下子就流完，咖啡"
        "寡淡发酸。咖啡豆最好在冲煮前现磨，磨好的粉15分钟后香气就散了一大半。</p>"
        "<h2>二、水温</h2>"
        "<p>水温要看豆子的烘焙程度。烘得越浅，豆子越硬，需要的水温越高；烘得越深，可溶物质越容易析出，水温太高反而会"
        "带出焦苦味。一般来说，浅烘焙的豆子用92至94℃的水；中烘焙的用88至90℃；深烘焙的用83至86℃。没有温度计的话，"
        "水烧开后倒进手冲壶，浅烘焙的马上冲，深烘焙的等两三分钟再冲。</p>"
        "<h2>三、粉水比</h2>"
        "<p>粉水比是咖啡粉和水的重量之比。新手可以从1:15开始，也就是15克咖啡粉配225克水；喜欢浓一些的用1:13，喜欢淡一些"
        "的用1:16。先用两倍于粉重的水闷蒸30秒，再分两到三次把水注完，整个过程控制在2分30秒左右。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　冷萃和冰咖啡",
        "<h1>第四章　冷萃和冰咖啡</h1>"
        "<p>天热的时候，冷萃和冰手冲是两种最常见的喝法，味道很不一样：冷萃顺滑、酸度低，冰手冲清爽、香气明亮。</p>"
        "<h2>一、冷萃咖啡</h2>"
        "<p>冷萃用中粗研磨，颗粒像粗砂糖。粉水比用1:12，也就是50克咖啡粉配600毫升冷水或者常温的饮用水，搅拌到咖啡粉全部"
        "湿透，盖好盖子放进冰箱冷藏，浸泡12至16小时后用滤纸过滤。放在室温下浸泡的，时间不要超过8小时，否则容易变酸、"
        "滋生细菌。过滤好的冷萃咖啡液密封冷藏，3天内喝完。</p>"
        "<h2>二、冰手冲</h2>"
        "<p>冰手冲是直接把热咖啡冲到冰块上，粉水比用1:10，其中一半的水换成冰块放在分享壶里：例如20克咖啡粉，冲100克"
        "热水，壶里放100克冰块。研磨要比平时的手冲细一些，水温用平时的水温。</p>"
        "<h2>三、加奶</h2>"
        "<p>冷萃加奶的比例一般是1:1，深烘焙的豆子做出来更适合加奶。</p>",
    ),
]

FRESH17_DOCS: dict[str, str | bytes] = {
    "bracken-tor-camping-park/campers-guide-2028.md": CAMPING_GUIDE,
    "fellbrook-wildlife-park/tickets-and-visiting.html": WILDLIFE_PARK_PAGE,
    "westmere-music-service/instrumental-lessons-terms-2028-29.docx": of.steady(
        of.docx(
            "".join(of.w_table(MUSIC_FEES) if p is None else of.w_p(*p) for p in MUSIC_PARAGRAPHS),
            MUSIC_STYLES,
            footnotes=MUSIC_FOOTNOTES,
        )
    ),
    "hollin-edge-golf-club/fees-2028.xlsx": of.steady(of.xlsx(GOLF_FEES)),
    "larchfield-homes/ashdown-estate-boiler-replacement-2028.pptx": of.steady(of.pptx(BOILER_DECK)),
    "flue-and-hearth-sweeps/re-sweeping-your-chimney.eml": SWEEP_EML,
    "aldmere-water/water-and-sewerage-bill-2028-29.pdf": make_pdf(WATER_BILL_PAGES),
    "青岚区滨河夜市2028年夏季摊位招租公告.txt": NIGHT_MARKET_NOTICE_ZH,
    "车之净汽车美容城南店价目表.csv": CAR_WASH_PRICES_ZH,
    "南汀大学体育场馆开放与预约管理办法.docx": of.w_document(SPORTS_RULES, [SPORTS_FEES], SPORTS_STYLES),
    "云汐谷温泉度假区门票和泡池须知.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", HOT_SPRING_BODY)),
    "手冲咖啡入门.epub": of.steady(of.epub(COFFEE_BOOK_ZH, title="手冲咖啡入门")),
}
