"""The documents of the answer evaluation's `fresh18` set (questions in tests/docs/answer_fresh18.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Lakes,
pharmacies, letting agents, riding centres, community transport schemes, roofers, councils, housing estates, dry
cleaners, companies, farms, books and people are made up.

- An open-water swimming lake's guide for swimmers in Markdown: inductions, two marked loops of different lengths,
  sessions with their times and members' and non-members' prices side by side, and wetsuits below 14°C with one
  exception for members who have passed the cold-water assessment (`haddon-mere-open-water/swimmers-guide-2028.md`).
- A pharmacy's services and prices page in HTML: prescription charges and prepayment certificates, private services
  and travel vaccines in a table of look-alike rows (ear wax removal for one ear and both ears, two hepatitis
  vaccines), travel vaccines not listed priced only on request, and no returns of medicines with one exception for a
  dispensing error (`ravensmoor-pharmacy/services-and-prices.html`).
- A letting agent's fees and terms for landlords (.docx, built in code, with footnotes): set-up and monthly fees for
  four services in look-alike rows with and without VAT, other charges, ending the agreement; the fee for landlords
  who live abroad only in a footnote (`pellow-and-vine-lettings/landlord-fees-and-terms-2028.docx`).
- A riding centre's prices (.xlsx, built in code, three sheets): lessons by kind and length with adults' and
  juniors' prices side by side and blocks of lessons, holiday pony days, and livery with full and part livery priced
  only on request (`whinfell-riding-centre/prices-2028.xlsx`).
- A community transport scheme's briefing deck for new volunteer drivers (.pptx, built in code): what the scheme
  does, mileage rates with the most paid a day for local and out-of-county trips in a table, insurance and checks;
  whom to ring when a passenger is taken ill only in the speaker notes
  (`tallow-vale-community-transport/volunteer-drivers-briefing-2028.pptx`).
- A roofer's e-mail (.eml) whose reply on top puts back the scaffolding and the start of the work, over the
  customer's question and the original quote quoted below it, which alone holds the price of clearing the gutters
  (`slate-and-ridge-roofing/re-repairs-to-your-roof.eml`).
- A council tax bill as a PDF: the band, the shares of the borough, the county, its adult social care precept, the
  police, the fire service and the parish in look-alike lines, the total, instalments, discounts
  (`kelsham-borough-council/council-tax-bill-2028-29.pdf`).
- A Chinese housing estate's notice on its charging sheds for electric bikes (电动自行车集中充电棚启用及收费公告) as
  one long line: hours, paying per hour, by the month and by the year in look-alike clauses, safety rules, and a
  supplement at the end that lowers the monthly and yearly prices (`星河湾社区电动自行车集中充电棚启用及收费公告.txt`).
- A Chinese dry cleaner's price list (.csv): garments with dry-cleaning, washing and ironing prices and the days
  until collection side by side, short and long coats in look-alike rows; leather and fur priced only after seeing
  them (`净雅洗衣东湖店价目表.csv`).
- A Chinese company's rules for its staff shuttle buses (员工班车乘坐管理办法, .docx built in code) in chapters of
  numbered articles (第X条): routes and times, a fee table of single rides and monthly passes for employees, interns
  and on-site contractors, and no family members with one exception for pregnant employees
  (`启航科技员工班车乘坐管理办法.docx`).
- A Chinese fruit farm's picking rules (.odt, built in code): tickets with picking included by weekday and weekend
  for strawberry and cherry seasons in a table of look-alike rows, prices for picking more by fruit and day, and no
  pets with one exception for guide dogs (`青梅谷生态农场2028年春季采摘须知.odt`).
- Two chapters of a Chinese book on pickling at home as an e-book (.epub built in code): brine strengths and days by
  vegetable that differ by little, nitrite and when pickles are safe to eat, salted greens and pickled cucumbers
  (`家常泡菜腌菜入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

SWIM_GUIDE = """# Haddon Mere Open Water: swimmers' guide 2028

Haddon Mere Open Water · Lakeside Lane, Haddon, Corbridge Vale CV9 2LW · 01632 963 508 · swim@haddonmere.example

Haddon Mere is a spring-fed former gravel pit of 22 acres with clear water, a gravel bottom and no boats. We are open
for swimming from Saturday 1 April to Sunday 29 October 2028. Swimming is only allowed in our sessions, with
lifeguards on the jetty and in kayaks; at any other time the lake is closed to swimmers.

## Before your first swim

Everyone does a free 20-minute induction on their first visit: where the entry steps and the exits are, the loops,
and what to do if you get into trouble. Inductions start at the hut ten minutes before each session; you can't swim
that day without one. You must be 16 or over to swim in our ordinary sessions. Swimmers aged 12 to 15 can come to
the Junior swim with an adult who swims with them.

## The loops

There are two loops marked with yellow buoys. Swim them anticlockwise, keeping the buoys on your left.

- The short loop is 400 metres, round the three buoys nearest the jetty, and is never more than 80 metres from the
  bank. It is the only loop open when the water is below 10°C.
- The long loop is 750 metres, out past the island and back along the east bank. The water by the island is up to
  6 metres deep.

Stay inside the buoys. The reed beds on the west bank are a nature reserve: swimming, wading and landing there are
not allowed at any time.

## Sessions and prices

| Session | When | Members | Non-members |
|---|---|---|---|
| Dawn swim | Tuesday, Thursday and Saturday, 6am to 8am | £5.50 | £8.00 |
| Day swim | Wednesday to Sunday, 10am to 4pm | £6.00 | £9.00 |
| Evening swim | Monday to Friday, 5:30pm to 8pm | £6.50 | £9.50 |
| Junior swim, 12 to 15 with a swimming adult | Saturday, 10am to 12 noon | £3.00 | £4.50 |

Book and pay online, or pay at the hut if there is room. Membership costs £45 for the season, from 1 April, and
includes your swim cap and 10% off in the hut. Cold-water assessments are free for members.

## Water temperature and wetsuits

We take the water temperature at 6am every day and write it on the board by the hut. Wetsuits must be worn whenever
the water is below 14°C. The one exception is members who have passed our cold-water assessment and wear the orange
cap: they may swim without a wetsuit down to 8°C. Below 8°C everyone wears a wetsuit, and below 6°C we close the lake.

## What every swimmer needs

- A brightly coloured swim cap: ours are pink for non-members and green for members
- A tow float, which you must wear on every swim (we sell them at the hut for £12 and lend them for £2)
- Goggles, and a warm hat and a hot drink for afterwards; there are hot showers in the changing tent

## Safety

Never swim alone: tell someone on the bank which loop you are swimming and how many laps. If you need help, roll
onto your back, raise an arm and wave it; a lifeguard will come to you. Do not swim after drinking alcohol, and
please get out and tell a lifeguard if you feel very cold or start to shiver.

Sessions are called off for thunder and lightning, for fog when the far buoys can't be seen, and when the
Environment Agency finds blue-green algae. If we call off a session you booked, you get your money back or a swim on
another day.

## Parking and getting here

The car park is free for swimmers; please park nose-in along the fence. The 72 bus from Corbridge stops at Haddon
Church, a ten-minute walk away. Dogs are welcome on a lead in the car park and on the footpath, but not on the beach
or in the lake.
"""

PHARMACY_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Services and prices | Ravensmoor Pharmacy</title>
</head>
<body>
<nav><a href="/">Ravensmoor Pharmacy</a> &rsaquo; Services and prices</nav>
<main>
<h1>Services and prices</h1>
<p>Ravensmoor Pharmacy, 3 Market Row, Ravensmoor RM2 7HX. Telephone 01632 961 774. These prices apply from 1 April
2028.</p>

<h2>Opening hours</h2>
<ul>
<li>Monday to Friday: 8:30am to 7pm</li>
<li>Saturday: 9am to 5:30pm</li>
<li>Sunday: 10am to 2pm, for collecting prescriptions only</li>
</ul>

<h2>NHS prescriptions</h2>
<p>The NHS prescription charge is &pound;10.20 for each item, unless you get your prescriptions free. If you pay for
a lot of items, a prepayment certificate covers all your prescriptions for a fixed price: &pound;33.10 for 3 months or
&pound;118.40 for 12 months. We can help you buy one online at the counter.</p>
<p>Repeat prescriptions are ready two working days after your surgery sends them to us. We text you when they are
ready.</p>

<h2>Private services</h2>
<p>Book online or ask at the counter. The travel consultation fee is taken off the price of any vaccines you have
with us the same day.</p>
<table>
<thead><tr><th>Service</th><th>Price</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Flu vaccination</td><td>&pound;17</td><td>Free on the NHS if you are 65 or over, pregnant, or have a long-term
condition</td></tr>
<tr><td>Travel consultation</td><td>&pound;15</td><td>At least 6 weeks before you travel</td></tr>
<tr><td>Hepatitis A vaccine, per dose</td><td>&pound;62</td><td>Two doses, 6 to 12 months apart</td></tr>
<tr><td>Hepatitis B vaccine, per dose</td><td>&pound;48</td><td>Three doses over 6 months</td></tr>
<tr><td>Typhoid vaccine, injection</td><td>&pound;39</td><td>Lasts 3 years</td></tr>
<tr><td>Yellow fever vaccine</td><td>&pound;78</td><td>Includes the certificate</td></tr>
<tr><td>Ear wax removal by microsuction, one ear</td><td>&pound;45</td><td>30-minute appointment</td></tr>
<tr><td>Ear wax removal by microsuction, both ears</td><td>&pound;60</td><td>30-minute appointment</td></tr>
<tr><td>Blood pressure check</td><td>Free</td><td>No appointment needed</td></tr>
</tbody>
</table>
<p>Rabies, Japanese encephalitis and other travel vaccines not listed above: price on request. We order them in for
you, which takes about 10 days, so ask at the counter as early as you can.</p>

<h2>Returning medicines</h2>
<p>We can't take back or exchange medicines once they have left the pharmacy, even unopened, because we can't be sure
how they were stored. The one exception is a dispensing error: if we gave you the wrong medicine or the wrong
strength, bring it back and we will replace it free and report the error. Medicines you no longer need can be handed
in at any time for safe disposal, but they are not refunded.</p>

<h2>Delivery</h2>
<p>We deliver prescriptions free to housebound patients in Ravensmoor and the villages within 5 miles, on Tuesdays
and Fridays. Other deliveries cost &pound;3.50.</p>

<h2>Getting here</h2>
<p>We are opposite the library, with two disabled parking spaces behind the shop.</p>
</main>
<footer>Ravensmoor Pharmacy Ltd. Superintendent pharmacist: Harriet Coles.</footer>
</body>
</html>
"""

LETTINGS_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
LETTINGS_PARAGRAPHS = [
    ("Pellow & Vine Lettings: fees and terms of business for landlords 2028", "Title"),
    (
        "Pellow & Vine Lettings, 22 Quay Street, Ravensmoor RM1 4BQ. These terms apply to agreements made from 1 "
        "January 2028. Please read them before you sign: they explain what each of our services includes and what it "
        "costs.",
        None,
    ),
    ("Our services", "Heading1"),
    (
        "Let only: we value the property, advertise it, carry out viewings, reference the tenant, draw up the tenancy "
        "agreement and collect the first month's rent and the deposit. After that you deal with the tenant yourself.",
        None,
    ),
    (
        "Rent collection: everything in let only, and we collect the rent each month, chase late payments and send you "
        "a monthly statement.",
        None,
    ),
    (
        "Fully managed: everything in rent collection, and we arrange repairs with our contractors, carry out "
        "inspections twice a year, arrange the yearly gas safety check and deal with the tenant day to day.",
        None,
    ),
    (
        "Fully managed with guaranteed rent: everything in fully managed, and we pay you the rent on the 1st of each "
        "month even if the tenant pays late or not at all, for the length of the tenancy.",
        None,
    ),
    ("What our services cost", "Heading1"),
    (
        "Monthly fees are a share of the rent, taken from each month's rent before we pay it to you. VAT is charged at "
        "20%.",
        None,
    ),
    None,  # the fee table
    ("Other charges", "Heading1"),
    None,  # other charges
    ("Paying our fees", "Heading1"),
    (
        "For rent collection and the managed services we take our fees from the rent. For let only, we take the set-up "
        "fee from the first month's rent.",
        None,
    ),
    ("Landlords who live abroad", "Heading1"),
    (
        "If you live outside the UK, or are going to move abroad during a tenancy, please tell us before the tenancy "
        "starts or as soon as you know.",
        None,
    ),
    ("Ending our agreement", "Heading1"),
    (
        "Either of us can end a rent collection or managed agreement with two months' notice in writing. If you end it "
        "during a tenancy we found, and keep the tenant, we charge a fee of 4% plus VAT of the rent left to the end of "
        "the fixed term. Guaranteed rent can only be ended at the end of a fixed term.",
        None,
    ),
    ("Complaints", "Heading1"),
    (
        "Write to our branch manager, Esther Pellow, at the address above. We reply within 15 working days. If you are "
        "not happy with our answer, you can go to The Property Ombudsman.",
        None,
    ),
]
LETTINGS_FEES = [
    ["Service", "Set-up fee, including VAT", "Monthly fee, plus VAT", "Monthly fee, including VAT"],
    ["Let only", "£780", "None", "None"],
    ["Rent collection", "£420", "9% of the rent", "10.8% of the rent"],
    ["Fully managed", "£420", "13% of the rent", "15.6% of the rent"],
    ["Fully managed with guaranteed rent", "£420", "16% of the rent", "19.2% of the rent"],
]
LETTINGS_OTHER = [
    ["Charge", "Price, including VAT"],
    ["Inventory and check-in, up to 2 bedrooms", "£140"],
    ["Inventory and check-in, 3 bedrooms or more", "£185"],
    ["Registering the tenant's deposit with a protection scheme", "£45"],
    ["Renewing a tenancy for a new fixed term", "£150"],
    ["Energy performance certificate", "£95"],
    ["Gas safety certificate, let only and rent collection", "£85"],
]
LETTINGS_FOOTNOTES = [
    "Landlords who live outside the UK for six months or more in a tax year: unless HM Revenue and Customs has "
    "approved you to receive the rent with no tax taken off, we must deduct basic-rate tax from the rent and pay it to "
    "HMRC each quarter under the Non-Resident Landlord Scheme. We charge £60 a quarter, including VAT, for the returns.",
    "Guaranteed rent is not available for houses in multiple occupation or for tenancies of more than 3 years.",
]

RIDING_PRICES = {
    "Lessons 2028": [
        ["Lesson", "Length", "Adult, 16 and over", "Junior, under 16"],
        ["Group lesson, up to 6 riders", "1 hour", "£38", "£32"],
        ["Shared lesson, 2 riders", "45 minutes", "£46", "£40"],
        ["Private lesson", "30 minutes", "£42", "£36"],
        ["Private lesson", "45 minutes", "£58", "£50"],
        ["Hack, for riders who can canter", "1 hour", "£45", "£40"],
        ["Block of 10 group lessons, used within 16 weeks", "1 hour each", "£340", "£285"],
        ["Block of 5 private lessons, used within 10 weeks", "30 minutes each", "£195", "£165"],
        [],
        ["Riders must be 5 or over for lessons and 12 or over to hack out."],
        ["The most a rider can weigh is 95 kg."],
        ["Cancel at least 48 hours before your lesson or it is charged in full; blocks lose that lesson."],
        ["Hats and body protectors are lent free; wear boots with a heel."],
    ],
    "Holidays and parties": [
        ["What", "When", "Price", "Notes"],
        ["Pony day, ages 7 to 15", "School holidays, 9:30am to 3:30pm", "£75", "Bring a packed lunch"],
        ["Pony camp, 3 days, ages 9 to 15", "Easter and summer holidays", "£210", "Riding, stable care, a show"],
        ["Birthday party, up to 8 children", "Saturdays and Sundays, 2 hours", "£240", "Pony rides and a room"],
        ["Own a pony for a day, ages 8 to 15", "Sundays, 9am to 4pm", "£95", "One pony for the whole day"],
    ],
    "Livery": [
        ["Livery", "What we do", "Price a week"],
        ["Grass livery", "Field and shelter; you do everything else", "£35"],
        ["DIY livery", "Stable and field; you do everything else", "£55"],
        ["Part livery", "Stable and field, turn out and bring in; feeding twice a day", "On request"],
        ["Full livery", "Everything, with exercise by our staff", "On request"],
        [],
        ["Part and full livery are priced for each horse: ask Joanne Birtle in the office."],
        ["Whinfell Riding Centre, Moss Lane, Whinfell, Corbridge Vale CV6 1NP. Telephone 01632 968 209."],
    ],
}

TRANSPORT_DECK = [
    {
        "title": "Volunteer drivers' briefing",
        "body": [
            "Tallow Vale Community Transport",
            "New drivers' evening, Thursday 9 March 2028, Kelsham Community Centre",
        ],
    },
    {
        "title": "What we do",
        "body": [
            "Door-to-door trips for people who can't use the bus: hospital and GP appointments, shopping, day centres",
            "1,940 trips last year, with 38 volunteer drivers",
            "Passengers pay their fare to the office, never to the driver",
        ],
    },
    {
        "title": "Expenses you can claim",
        "table": [
            ["Trip", "Mileage paid", "Most we pay a day"],
            ["In your own car, within the county", "45p a mile", "£30"],
            ["In your own car, hospital trips outside the county", "45p a mile", "£55"],
            ["In our wheelchair minibus", "Fuel card, no mileage", "Not applicable"],
        ],
        "body": [
            "Hospital parking is paid back in full: keep the ticket",
            "Claim by the 5th of the next month on the expenses form",
        ],
    },
    {
        "title": "Your car and your checks",
        "body": [
            "Tell your insurer you drive as a volunteer; most don't charge more",
            "We check your licence every year and you need an enhanced DBS check, which we pay for",
            "Your car must be taxed, have an MOT and have four doors",
        ],
    },
    {
        "title": "On a trip",
        "body": [
            "Help passengers to and from their front door, but don't lift them",
            "Never take cash, presents or tips from a passenger",
            "Passengers sit in the back unless they need the front seat",
        ],
        "notes": [
            "If a passenger falls or is taken ill on a trip, ring 999 first if it's serious, then ring the duty "
            "coordinator, Dilys Marchant, on 07700 900 417. Don't ring the office: the office line isn't answered "
            "after 4pm or at weekends. Dilys will let the family know and sort out the rest of your trips that day."
        ],
    },
    {
        "title": "Booking and the rota",
        "body": [
            "Pick your trips in the rota app a week ahead",
            "Office: 01632 960 285, Monday to Friday 9am to 4pm",
            "If you can't make a trip, tell the office as soon as you can",
        ],
    },
]

ROOFER_EML = """Message-ID: <20280830162241.7781@slateandridge.example>
Date: Wed, 30 Aug 2028 16:22:41 +0100
From: Gareth Lloyd <gareth@slateandridge.example>
To: Helen Varga <helen.varga@mailbox.example>
Subject: Re: Repairs to your roof
In-Reply-To: <D41c9Qx@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Helen,

Bad news on dates, I'm afraid: our scaffolders are a man down for the next fortnight. The scaffolding will now go up
on Monday 18 September, and we start on the roof on Tuesday 19 September, not Monday 11 September as in my quote.
It's still about four days' work, weather permitting.

On the gutters: yes, that's in the quote below and we'll do it while the scaffold is up, on the last day. Everything
else in the quote stays the same.

Please move your car off the drive on the Monday morning so the scaffolders can get their lorry in.

Thanks,
Gareth

On Mon, 28 Aug 2028 at 19:05, Helen Varga <helen.varga@mailbox.example> wrote:
> Hi Gareth,
>
> Thanks for the quote, we'd like to go ahead with all of it. While you're up there, the gutters at the back
> overflow every time it rains. Could you clear them out as well?
>
> Helen
>
> On Fri, 25 Aug 2028 at 10:14, Gareth Lloyd <gareth@slateandridge.example> wrote:
>> Dear Helen,
>>
>> Thank you for having us round to look at the roof at 9 Linnet Close. Here is our quote:
>>
>> Replacing 12 slipped and broken slates, front and back                    £340
>> Re-bedding and pointing the ridge tiles, 14 metres                        £620
>> Scaffolding, front and back, up to 3 weeks                                £780
>> Clearing and flushing the gutters and downpipes while the scaffold is up  £85
>> Moss removal and biocide treatment, whole roof                            £290
>> Lead flashing round the chimney, if it needs replacing                    from £180, once we can see it
>>
>> All prices include VAT. Scaffolding up on Friday 8 September, and we start on the roof on Monday 11
>> September; about four days' work, weather permitting.
>>
>> We ask for the scaffolding cost up front and the rest when the job is done. Our work is guaranteed for
>> 10 years.
>>
>> Kind regards,
>> Gareth Lloyd
>> Slate & Ridge Roofing, Kelsham · 01632 966 350 · NFRC member
"""

COUNCIL_TAX_PAGES = [
    [
        "Kelsham Borough Council",
        "Council Tax bill 2028-29",
        "Name: Mr Daniel Okonjo. Account reference 6100 4427 93",
        "Property: 17 Pear Tree Close, Ashby Lacey, Kelsham KE4 6TD",
        "Valuation band: C",
        "Bill date: 6 March 2028. Period: 1 April 2028 to 31 March 2029",
        "Who your council tax pays for, band C, for the year",
        "Kelsham Borough Council: GBP 312.48",
        "Northvale County Council: GBP 1,298.16",
        "Northvale County Council adult social care precept: GBP 211.77",
        "Northvale Police and Crime Commissioner: GBP 243.90",
        "Northvale Fire and Rescue Authority: GBP 92.61",
        "Ashby Lacey Parish Council: GBP 58.34",
        "Total for band C: GBP 2,217.26",
        "Discounts and exemptions applied: none",
        "Amount payable for 2028-29: GBP 2,217.26",
    ],
    [
        "Your instalments",
        "You pay by direct debit in 10 monthly instalments, on the 1st of each month from April 2028 to January 2029:",
        "the first instalment of GBP 221.78 on 1 April 2028, then 9 instalments of GBP 221.72",
        "You can ask to pay in 12 monthly instalments instead, from April to March, by writing to us by 15 April.",
        "Why your bill has changed",
        "Northvale County Council has raised its charge by 4.99 percent, of which 2 percent is for adult social care.",
        "Discounts",
        "If you are the only adult aged 18 or over living in the property, you can get a 25 percent discount.",
        "Apply online at kelsham.example/counciltax. Tell us within 21 days if someone moves in or out.",
        "Help with your bill",
        "Council Tax Support can lower the bill for people on a low income. Apply online or call us.",
        "Contact",
        "Council tax team: 0345 120 4471, 9am to 5pm Monday to Friday. Pay online at kelsham.example/pay.",
    ],
]

CHARGING_NOTICE_ZH = (
    "星河湾社区电动自行车集中充电棚启用及收费公告。为消除电动自行车进楼入户、飞线充电带来的火灾隐患，经社区居委会、业主"
    "委员会和物业服务中心研究，星河湾社区在3号楼、7号楼和11号楼北侧建成三处电动自行车集中充电棚，共设充电端口240个，"
    "现将有关事项公告如下。一、启用时间：2028年3月1日起启用，全天24小时开放；每天凌晨2:00至2:30为设备自检时间，暂停"
    "充电。二、充电方式：扫描充电端口上的二维码，通过“星河湾生活”小程序付费充电；也可以刷充电卡充电，充电卡在物业服务"
    "中心办理，工本费10元，不收押金。三、收费标准：按次充电的，每小时0.5元，按实际充电时间计费，不足一小时的按一小时计"
    "算，单次最长充电8小时，充满自动断电；包月充电的，每辆车每月30元，每天不限次数，单次最长充电8小时；包年充电的，每辆"
    "车每年300元，充电次数和时长与包月相同。包月和包年须在“星河湾生活”小程序绑定车牌号，一车一码，不得转借他人使用。"
    "四、停放管理：充电棚只供充电使用，车辆充满后请及时挪走，在充电棚内连续停放不得超过72小时，超过72小时的，物业服务"
    "中心将车辆挪至11号楼西侧的临时停放区；充电棚内禁止堆放杂物，禁止吸烟。五、安全要求：充电棚内安装了烟感报警器、"
    "自动喷淋装置和24小时视频监控；禁止给私自改装过的电池和车辆充电，禁止使用非原厂充电器；发现电池鼓包、冒烟的，请立"
    "即拨打物业24小时值班电话。六、严禁将电动自行车推入楼道、电梯和住户室内充电，严禁从住户家中拉线充电；一经发现，第一"
    "次劝导整改，第二次在小区公告栏通报，第三次报消防部门依法处理。七、咨询电话：物业服务中心0815-3366 2180（8:00至20:00"
    "），物业24小时值班电话0815-3366 2199。星河湾社区居民委员会　星河湾物业服务中心　2028年2月20日。补充公告（2028年2月"
    "27日）：根据居民的意见，经与充电设备运营商协商，包月充电的费用由每辆车每月30元调整为每月25元，包年充电的费用由每辆"
    "车每年300元调整为每年260元，自2028年3月1日起执行；已按原标准缴费的，差额退回到“星河湾生活”小程序账户。按次充电的"
    "收费标准和其他事项不变。特此公告。"
)

DRY_CLEANER_PRICES_ZH = """衣物,干洗,水洗,单熨烫,取件时间
衬衫、T恤,15,10,8,次日
西装上衣,35,不适用,15,3天
西裤、半身裙,20,15,10,3天
真丝连衣裙,48,不适用,18,5天
大衣（短款，不过膝）,45,不适用,20,5天
大衣（长款，过膝）,60,不适用,25,5天
羽绒服（短款，不过膝）,45,35,不适用,5天
羽绒服（长款，过膝）,65,50,不适用,7天
被罩、床单（每件）,不适用,20,不适用,3天
窗帘（每平方米）,12,8,不适用,7天
皮衣和皮草护理,到店评估后报价,到店评估后报价,到店评估后报价,约15天
说明,价格单位为元，每件计价；羽绒服水洗含烘干和蓬松处理,,,
说明,加急服务：次日取件，另加收价格的50%；皮衣、皮草和窗帘不接受加急。,,,
说明,会员卡充值300元送50元，充值500元送100元，余额不退,,,
说明,衣物洗好后30天内未取的，每件每天收保管费1元,,,
说明,营业时间每天9:00至21:00；地址：东湖路128号；电话：0815-3345 7710,,,
"""

SHUTTLE_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
SHUTTLE_RULES = [
    ("启航科技有限公司员工班车乘坐管理办法", "Title"),
    ("（2028年4月发布，行政部）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为方便员工上下班，保障乘车安全，规范班车的运营和乘坐，制定本办法。", None),
    ("第二条　本办法适用于公司正式员工、实习生和在公司园区驻场工作的外包人员。", None),
    ("第二章　线路和时刻", "Heading1"),
    (
        "第三条　公司班车共设4条线路（东线、西线、南线、北线），各线路的站点和时刻在“启航出行”小程序公布。早班车7:10至"
        "7:40从各线路首站发车，8:30前到达园区；晚班车18:10从园区发车。",
        None,
    ),
    ("第四条　周一至周四另开一班加班车，21:00从园区发车，按晚班车的线路运行。周五、周末和法定节假日不开加班车。", None),
    ("第三章　乘车和收费", "Heading1"),
    ("第五条　乘车人员凭工牌刷卡上车，或者在“启航出行”小程序出示乘车码。", None),
    ("第六条　班车收费标准如下：", None),
    None,  # the fee table
    (
        "第七条　月票在每月25日前通过“启航出行”小程序购买下月的月票，当月不限乘车次数；月票售出后不退，因出差、休假未乘车"
        "的也不退。",
        None,
    ),
    (
        "第八条　班车只供本办法第二条规定的人员乘坐，员工家属和访客不得乘坐。唯一的例外是怀孕的女员工：可以由一名家属"
        "陪同乘坐，陪同家属免费，须提前一天在“启航出行”小程序登记。",
        None,
    ),
    ("第四章　乘车秩序", "Heading1"),
    ("第九条　乘车人员须在发车前到达站点，班车到站后最多等候1分钟，不等迟到人员。", None),
    ("第十条　车上禁止吸烟、饮食有气味的食物，不得占座，不得携带宠物和易燃易爆物品。", None),
    ("第五章　附则", "Heading1"),
    ("第十一条　本办法自2028年5月1日起施行，由行政部负责解释。班车问题请联系行政部，电话0815-3390 6620。", None),
]
SHUTTLE_FEES = [
    ["乘车方式", "正式员工", "实习生", "驻场外包人员"],
    ["单次乘车（元/次）", "4", "2", "6"],
    ["月票（元/月）", "80", "40", "120"],
    ["21:00加班车（元/次）", "免费", "免费", "6"],
]

FARM_BODY = (
    "<office:text>"
    + of.odf_h("青梅谷生态农场2028年春季采摘须知", 1)
    + of.odf_p(
        "青梅谷生态农场位于青岚区梅林镇，有草莓大棚60个、樱桃园120亩。春季采摘期为：草莓1月10日至4月30日，樱桃5月1日"
        "至5月31日。开放时间为每天8:30至17:30，16:30以后停止入园。"
    )
    + of.odf_h("一、门票", 2)
    + of.odf_p("门票含入园和一定重量的采摘，当天有效。票价（元/人）如下：")
    + of.odf_table(
        [
            ["票种", "平日（周一至周五）", "周末和节假日"],
            ["草莓季成人票（含采摘草莓0.5公斤）", "60", "80"],
            ["草莓季儿童票（身高1.2至1.4米，含采摘草莓0.25公斤）", "30", "40"],
            ["樱桃季成人票（含采摘樱桃0.5公斤）", "90", "120"],
            ["樱桃季儿童票（身高1.2至1.4米，含采摘樱桃0.25公斤）", "45", "60"],
        ]
    )
    + of.odf_list(
        [
            "身高1.2米以下的儿童免票，不含采摘；身高1.4米以上的儿童购买成人票。",
            "65周岁以上的老人凭身份证购买儿童票。",
            "门票售出后不退；因天气原因闭园的，可以改期一次。",
        ]
    )
    + of.odf_h("二、超出部分怎么算", 2)
    + of.odf_p(
        "采摘超出门票所含重量的部分，出园前在出口处过秤付款：草莓平日每斤40元，周末和节假日每斤50元；樱桃平日每斤"
        "70元，周末和节假日每斤80元。没吃完、没摘够的不退款，也不能折算成其他水果。"
    )
    + of.odf_h("三、入园须知", 2)
    + of.odf_list(
        [
            "园内提供采摘篮和一次性手套，请不要自带容器。",
            "请在大棚通道内行走，不要踩踏垄沟；没有成熟的果实请不要采摘。",
            "禁止携带宠物入园。唯一的例外是导盲犬等服务犬，须拴绳并由主人全程看管。",
            "园内禁止吸烟、野炊和放风筝；大棚内禁止打闹追逐。",
            "12周岁以下的儿童须由成人全程陪同。",
        ]
    )
    + of.odf_p("停车：农场停车场免费，可停小车200辆。咨询电话：0815-3351 8866（8:00至18:00）。")
    + "</office:text>"
)

PICKLE_BOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　四川泡菜",
        "<h1>第三章　四川泡菜</h1>"
        "<p>四川泡菜是用盐水泡出来的，靠乳酸菌发酵出酸味。泡菜坛要选釉面完好、坛沿能装水密封的土陶坛，用之前洗净、晾干，"
        "不能沾油。</p>"
        "<h2>一、调盐水</h2>"
        "<p>盐水要用凉白开，盐用不加碘的井盐或者泡菜盐。盐水的浓度要看泡什么菜：泡萝卜、泡姜用6%的盐水，也就是1000克水配60"
        "克盐；泡豇豆、泡辣椒这类容易变软的，用8%的盐水，1000克水配80克盐；只泡一两天就吃的洗澡泡菜，用4%的盐水就够了。"
        "盐水里再放一小把花椒、几片干辣椒和50毫升白酒，可以防止长白膜。</p>"
        "<h2>二、泡多久</h2>"
        "<p>泡菜坛放在阴凉的地方，温度最好在20至25℃之间。洗澡泡菜泡1至2天就可以吃。其他泡菜的亚硝酸盐含量会先升后降，"
        "一般在第4至10天达到高峰，之后慢慢下降，所以要等泡满20天以后再吃，这时亚硝酸盐已经降到很低的水平。泡萝卜大约泡"
        "到第7天就已经酸脆好吃，但为了安全，也请等到20天以后。</p>"
        "<h2>三、老盐水</h2>"
        "<p>泡过菜的盐水叫老盐水，可以反复使用，每次加新菜时按菜重的2%补一点盐。坛沿的水要常换，不要让它干掉。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　腌雪里蕻和酸黄瓜",
        "<h1>第五章　腌雪里蕻和酸黄瓜</h1>"
        "<p>腌菜和泡菜不同，腌菜是直接用盐把菜码起来，靠盐把菜里的水分逼出来。</p>"
        "<h2>一、腌雪里蕻</h2>"
        "<p>雪里蕻洗净后晾晒一天，晒到叶子发软。用盐量是菜重的8%：10斤菜用8两盐。一层菜撒一层盐，压紧后在上面压一块"
        "干净的石头，腌30天以后就可以吃了。腌雪里蕻的亚硝酸盐高峰在第7至15天，30天以后吃更放心。</p>"
        "<h2>二、酸黄瓜</h2>"
        "<p>酸黄瓜用小黄瓜，洗净后切掉两头。醋和水按1:2兑好，加3%的盐和少许糖，烧开后放凉，倒进装好黄瓜的玻璃瓶，再放几"
        "瓣蒜和一小把莳萝。盖紧放进冰箱冷藏，3天后就可以吃，2个月内吃完。</p>",
    ),
]


def _lettings_terms() -> bytes:
    """The letting agent's terms: its paragraphs, each None among them the next of its two tables, and footnotes."""
    tables = iter([LETTINGS_FEES, LETTINGS_OTHER])
    body = "".join(of.w_table(next(tables)) if p is None else of.w_p(*p) for p in LETTINGS_PARAGRAPHS)
    return of.steady(of.docx(body, LETTINGS_STYLES, footnotes=LETTINGS_FOOTNOTES))


FRESH18_DOCS: dict[str, str | bytes] = {
    "haddon-mere-open-water/swimmers-guide-2028.md": SWIM_GUIDE,
    "ravensmoor-pharmacy/services-and-prices.html": PHARMACY_PAGE,
    "pellow-and-vine-lettings/landlord-fees-and-terms-2028.docx": _lettings_terms(),
    "whinfell-riding-centre/prices-2028.xlsx": of.steady(of.xlsx(RIDING_PRICES)),
    "tallow-vale-community-transport/volunteer-drivers-briefing-2028.pptx": of.steady(of.pptx(TRANSPORT_DECK)),
    "slate-and-ridge-roofing/re-repairs-to-your-roof.eml": ROOFER_EML,
    "kelsham-borough-council/council-tax-bill-2028-29.pdf": make_pdf(COUNCIL_TAX_PAGES),
    "星河湾社区电动自行车集中充电棚启用及收费公告.txt": CHARGING_NOTICE_ZH,
    "净雅洗衣东湖店价目表.csv": DRY_CLEANER_PRICES_ZH,
    "启航科技员工班车乘坐管理办法.docx": of.w_document(SHUTTLE_RULES, [SHUTTLE_FEES], SHUTTLE_STYLES),
    "青梅谷生态农场2028年春季采摘须知.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", FARM_BODY)),
    "家常泡菜腌菜入门.epub": of.steady(of.epub(PICKLE_BOOK_ZH, title="家常泡菜腌菜入门")),
}
