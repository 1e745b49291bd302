"""The documents of the answer evaluation's `fresh19` set (questions in tests/docs/answer_fresh19.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Pottery studios,
opticians, skip hire firms, physiotherapy clinics, hospice shops, garages, insurers, cities, phone repair shops,
companies, fishing lakes, books and people are made up.

- A pottery studio's guide for members and drop-in potters in Markdown: open studio sessions with members' and
  non-members' prices side by side, firing charged by the size of the piece in look-alike rows, how long unfired and
  fired work is kept, and only the studio's own clay in the kilns with one exception for members whose clay has been
  approved (`clayhaven-pottery-studio/studio-guide-2028.md`).
- An optician's eye tests and prices page in HTML: eye tests and contact lens fittings and checks, lenses by kind
  with standard and thinner lenses side by side, prescription sports eyewear priced only on request, and no refunds
  on glasses made to a prescription with one exception for varifocals within 60 days
  (`marlowe-and-finch-opticians/eye-tests-and-prices.html`).
- A skip hire firm's prices and terms (.docx, built in code, with footnotes): skips by size and how much each holds
  in look-alike rows, heavy waste only in the smaller skips, what can't go in a skip; the council permit for a skip
  on the road only in a footnote (`kestrow-skip-hire/skip-hire-prices-and-terms-2028.docx`).
- A physiotherapy clinic's price list (.xlsx, built in code, three sheets): appointments by kind and length with
  standard and concession prices side by side, Pilates classes paid each time or in blocks of six, and home visits
  priced only on request (`ashmead-physio/price-list-2028.xlsx`).
- A hospice charity's induction deck for new shop volunteers (.pptx, built in code): shifts, the discount for
  volunteers, paid staff and on furniture in a table of look-alike rows, donations the shops can't take, Gift Aid;
  whom to ring when the shop is still locked only in the speaker notes
  (`harbourlight-hospice-shops/new-volunteers-induction-2028.pptx`).
- A garage's e-mail (.eml) whose reply on top puts back the day the car will be ready, over the customer's question
  and the original quote quoted below it, which alone holds the price of changing the brake fluid
  (`hallam-street-garage/re-your-cars-service-and-mot.eml`).
- A car insurance renewal notice as a PDF: the premium paid in one go or by a deposit and monthly instalments, the
  excesses for accident damage, theft, windscreen replacement and windscreen repair in look-alike lines, the no claims
  discount (`ridgeway-direct-insurance/car-insurance-renewal-2028-29.pdf`).
- A Chinese city's notice on dog registration and the yearly check (养犬登记和年检工作通知) as one long line: fees for
  registering and for the yearly check for neutered and unneutered dogs in look-alike clauses, walking rules, and a
  supplement at the end that lowers the yearly check for unneutered dogs (`临溪市养犬登记和年检工作通知.txt`).
- A Chinese phone repair shop's price list (.csv): screens (original and third-party) and batteries by model with
  the time a repair takes, models and their Pro versions in look-alike rows; water damage priced only after a check
  (`快修侠手机维修万达店价目表.csv`).
- A Chinese company's rules for its staff canteen (员工食堂就餐管理办法, .docx built in code) in chapters of
  numbered articles (第X条): opening times, a price table of meals and a lunch card by the month for employees,
  interns and visitors, and no food taken out of the canteen with one exception for staff on a night shift
  (`恒拓智能员工食堂就餐管理办法.docx`).
- A Chinese fishing lake's rules (.odt, built in code): tickets by length and day in a table of look-alike rows, the
  price a jin of the fish you keep by kind, and no night fishing with one exception for members holding a year card
  (`碧水湾垂钓园2028年垂钓须知.odt`).
- Two chapters of a Chinese book for new runners as an e-book (.epub built in code): heart rates for easy runs,
  tempo runs and intervals that differ by little, how fast to add distance, and when to change running shoes
  (`新手跑步入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

POTTERY_GUIDE = """# Clayhaven Pottery Studio: studio guide 2028

Clayhaven Pottery Studio · Unit 4, Tanyard Mews, Hollowbrook HB3 8QE · 01632 962 417 · hello@clayhaven.example

Clayhaven is an open-access pottery studio with eight wheels, two electric kilns, a glaze room and a hand-building
table for twelve. You can come as a member, with your own shelf and a key fob, or drop in to any open studio session
once you have done an induction.

## Inductions

Everyone does a one-hour induction before their first session: where things are, how to wedge and store clay, how
to clean a wheel and the rules of the glaze room. Inductions cost £15 and run on the first Saturday of each month at
10am; members' inductions are free. You must be 16 or over to use the studio on your own.

## Open studio sessions

| Session | When | Members | Non-members |
|---|---|---|---|
| Weekday daytime | Monday to Friday, 10am to 1pm or 2pm to 5pm | £10 | £16 |
| Weekday evening | Tuesday to Thursday, 6pm to 9pm | £12 | £19 |
| Weekend | Saturday and Sunday, 10am to 1pm or 2pm to 5pm | £14 | £22 |

Sessions last three hours and include the use of a wheel, tools and water. Book online; drop-in places are only
sold on the day if a wheel is free. Membership costs £42 a month and includes a shelf, 10% off clay and
members' prices for sessions and firing.

## Clay

We sell our own buff stoneware and red earthenware clay in 12.5 kg bags: £21 for members and £24 for non-members.
Our kilns are set up for these two clays. We only fire work made from clay bought at Clayhaven, because a clay that
melts in the kiln ruins the shelves and everything else on them. The one exception is members who bring the data
sheet of another stoneware clay and have it approved by the studio manager, Maya Okafor, before they use it.
Non-members can only use Clayhaven clay.

## Firing

Every piece is fired twice, once as bisque and once after glazing; the price covers both firings and the glaze. We
charge each piece by its height, measured before the first firing:

| Height of the piece | Members | Non-members |
|---|---|---|
| Small, up to 10 cm (a mug or a small bowl) | £3 | £5 |
| Medium, over 10 cm and up to 25 cm | £6 | £9 |
| Large, over 25 cm and up to 40 cm | £10 | £15 |
| Over 40 cm | Ask Maya | Ask Maya |

Pay for firing when you put your piece on the firing shelf. Firing takes about two weeks from bisque to glaze.

## Shelves and collecting your work

Unfired work left on the drying racks is reclaimed (soaked back into clay) after 3 weeks. Fired pieces go on the
collection shelf by the door with your name on them; anything not collected within 6 weeks of the glaze firing is
given to the Hollowbrook charity shop. We text you when your pieces are ready.

## Cleaning up

Leave your wheel, tools and table as you found them. Don't pour slip or glaze down the sinks: use the settling
buckets. The studio closes 15 minutes after the end of each session.
"""

OPTICIAN_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Eye tests and prices | Marlowe &amp; Finch Opticians</title>
</head>
<body>
<nav><a href="/">Marlowe &amp; Finch Opticians</a> &rsaquo; Eye tests and prices</nav>
<main>
<h1>Eye tests and prices</h1>
<p>Marlowe &amp; Finch Opticians, 11 Bridge Street, Hollowbrook HB1 2RT. Telephone 01632 964 190. These prices apply
from 1 March 2028.</p>

<h2>Eye tests and contact lenses</h2>
<table>
<thead><tr><th>Appointment</th><th>Price</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Eye test</td><td>&pound;25</td><td>Free on the NHS for under-16s, people aged 60 or over and people with
diabetes or glaucoma</td></tr>
<tr><td>Eye test with a 3D scan of the back of the eye</td><td>&pound;45</td><td>Recommended over 40</td></tr>
<tr><td>Contact lens fitting</td><td>&pound;45</td><td>Includes a 2-week trial of lenses</td></tr>
<tr><td>Contact lens check-up</td><td>&pound;20</td><td>Once a year; free if you buy your lenses from us by direct
debit</td></tr>
<tr><td>Children's myopia check</td><td>&pound;30</td><td>Ages 6 to 15</td></tr>
</tbody>
</table>

<h2>Glasses</h2>
<p>Frames start at &pound;39. Lenses are priced for a pair, on top of the frame. Thinner lenses are lighter and
look better with a strong prescription.</p>
<table>
<thead><tr><th>Lenses, per pair</th><th>Standard</th><th>Thinner and lighter</th></tr></thead>
<tbody>
<tr><td>Single vision</td><td>&pound;40</td><td>&pound;85</td></tr>
<tr><td>Bifocal</td><td>&pound;95</td><td>&pound;140</td></tr>
<tr><td>Varifocal</td><td>&pound;150</td><td>&pound;210</td></tr>
<tr><td>Anti-glare coating</td><td>&pound;30</td><td>&pound;30</td></tr>
<tr><td>Lenses that darken in sunlight</td><td>&pound;70</td><td>&pound;90</td></tr>
</tbody>
</table>
<p>Your glasses are usually ready in 7 to 10 days; varifocals take up to 14 days.</p>
<p>Prescription swimming goggles, ski goggles and other sports eyewear: price on request. We order them in for you
and they take about three weeks, so ask in store.</p>

<h2>Refunds and adjustments</h2>
<p>Because glasses are made to your prescription, we can't refund them or take them back once the lenses have been
made. The one exception is varifocals: if you can't get used to your new varifocals within 60 days of collecting
them, we will refund the lenses in full, or change them to single vision or bifocal lenses free. We adjust and
repair frames bought from us free for as long as you have them.</p>

<h2>Opening hours</h2>
<ul>
<li>Monday to Friday: 9am to 5:30pm</li>
<li>Saturday: 9am to 4pm</li>
<li>Sunday: closed</li>
</ul>
</main>
<footer>Marlowe &amp; Finch Opticians Ltd. Registered with the General Optical Council.</footer>
</body>
</html>
"""

SKIP_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
SKIP_PARAGRAPHS = [
    ("Kestrow Skip Hire: prices and terms of hire 2028", "Title"),
    (
        "Kestrow Skip Hire, Yard 3, Mill Road Industrial Estate, Kestrow KW7 5DN. Telephone 01632 967 532. These "
        "prices and terms apply to skips booked from 1 February 2028 for homes in Kestrow and the villages within 10 "
        "miles.",
        None,
    ),
    ("Our skips", "Heading1"),
    (
        "A skip's size is how many cubic yards it holds when it is filled level with its sides. As a guide, a cubic "
        "yard is about ten full bin bags. Every hire is for up to 14 days, and the price includes delivery, "
        "collection and getting rid of the waste.",
        None,
    ),
    None,  # the size and price table
    (
        "Heavy waste, such as soil, rubble, concrete, bricks and tiles, can only go in skips of 6 yards or smaller, "
        "because a larger skip full of it is too heavy for our lorries to lift.",
        None,
    ),
    ("Where the skip goes", "Heading1"),
    (
        "We put the skip on your drive or land if our lorry can reach it and there is a space at least 3 metres wide. "
        "Put boards down if you are worried about marks on block paving. If the skip has to go on the road, we apply "
        "to the council for a permit for you.",
        None,
    ),
    ("What can't go in a skip", "Heading1"),
    None,  # the table of things that can't go in
    ("Booking, paying and cancelling", "Heading1"),
    (
        "Book by phone or online at least two working days ahead. We take payment when you book. Cancel at least 24 "
        "hours before delivery for a full refund; after that we keep £40.",
        None,
    ),
    (
        "Keeping the skip longer than 14 days costs £30 a week. Don't fill the skip above its sides: if we can't "
        "carry it safely we will take out what is over the top and charge £35 for our time.",
        None,
    ),
    ("Complaints", "Heading1"),
    ("Ring or write to the yard manager, Colin Ashdown. We reply within 10 working days.", None),
]
SKIP_SIZES = [
    ["Skip", "Holds about", "Price for up to 14 days, including VAT"],
    ["Mini skip", "2 cubic yards", "£165"],
    ["Midi skip", "4 cubic yards", "£220"],
    ["Builder's skip", "6 cubic yards", "£265"],
    ["Large builder's skip", "8 cubic yards", "£305"],
    ["Maxi skip, light waste only", "12 cubic yards", "£395"],
]
SKIP_BANNED = [
    ["Not allowed", "What to do instead"],
    ["Fridges, freezers and televisions", "Take them to the recycling centre"],
    ["Tyres, batteries, paint and gas bottles", "Take them to the recycling centre"],
    ["Asbestos", "Ring us: we can arrange a licensed collection"],
    ["Plasterboard mixed with other waste", "Keep it apart: we add £25 for a separate bag"],
]
SKIP_FOOTNOTES = [
    "A skip on the road needs a Kestrow Borough Council permit. We apply for it and add £48 to the price of the "
    "hire, which covers the permit for 14 days and the lights and cones the council asks for. Allow three working "
    "days for the permit. If you keep the skip longer, each extra week of the permit costs a further £20.",
    "Skips are not allowed on roads with a red route or on a bus stop.",
]

PHYSIO_PRICES = {
    "Appointments": [
        ["Appointment", "Length", "Standard", "Concession, 65 and over or full-time student"],
        ["First appointment, assessment and treatment", "45 minutes", "£65", "£55"],
        ["Follow-up appointment", "30 minutes", "£48", "£40"],
        ["Follow-up appointment", "45 minutes", "£60", "£52"],
        ["Sports massage", "30 minutes", "£42", "£36"],
        ["Sports massage", "60 minutes", "£68", "£58"],
        ["Acupuncture, with a follow-up", "30 minutes", "£52", "£45"],
        [],
        ["Cancel at least 24 hours before your appointment or it is charged in full."],
        ["We are registered with most health insurers: check your cover and bring your authorisation number."],
    ],
    "Pilates classes": [
        ["Class", "Length", "Pay as you go", "Block of 6, used within 8 weeks"],
        ["Mat Pilates, up to 8 people", "55 minutes", "£14", "£72"],
        ["Reformer Pilates, up to 4 people", "55 minutes", "£24", "£132"],
        ["Back care class, up to 6 people", "45 minutes", "£12", "£63"],
        ["One-to-one reformer session", "55 minutes", "£55", "£300"],
        [],
        ["New to reformer Pilates? Book a one-to-one session first so that we can show you the machine."],
        ["Missed classes in a block can be made up within the 8 weeks if there is a place."],
    ],
    "Other services": [
        ["Service", "Price", "Notes"],
        ["Home visit, within 8 miles of the clinic", "On request", "For people who can't get to the clinic"],
        ["Report for a solicitor or insurer", "£95", "Sent within 10 working days"],
        ["Kinesiology taping, per area", "£8", "Added to an appointment"],
        ["Custom insoles, after an assessment", "£180", "Ready in 3 weeks and fitted at a follow-up appointment"],
        [],
        ["Home visits are priced for each visit: ring the clinic manager, Nadia Osei, on 01632 965 880."],
        ["Ashmead Physio, 27 Station Road, Ashmead, Hollowbrook HB6 4AL."],
    ],
}

VOLUNTEER_DECK = [
    {
        "title": "Welcome to Harbourlight shops",
        "body": [
            "Harbourlight Hospice, new shop volunteers' induction",
            "Saturday 4 March 2028, Harbourlight shop, 18 High Street, Hollowbrook",
        ],
    },
    {
        "title": "What your time pays for",
        "body": [
            "Our 9 shops raised £612,000 last year: about a fifth of what the hospice costs to run",
            "Every bag of donations sorted and priced helps pay for a nurse's visit at home",
        ],
    },
    {
        "title": "Shifts",
        "body": [
            "Morning shift 9:30am to 1pm, afternoon shift 1pm to 4:30pm, Monday to Saturday",
            "We ask for one shift a week; sign up for shifts on the rota sheet in the back room",
            "If you can't come, ring the shop by 9am",
        ],
    },
    {
        "title": "Your discount",
        "table": [
            ["Who", "Discount in all Harbourlight shops"],
            ["Volunteers, after their first 4 weeks", "20%"],
            ["Shop managers and other paid staff", "30%"],
            ["Furniture and electrical items, for everyone", "10% at most"],
        ],
        "body": [
            "Show your volunteer card at the till; a volunteer never serves themselves",
            "Nothing may be put aside for staff or volunteers before it has been on the shop floor for a day",
        ],
    },
    {
        "title": "Donations we can't sell",
        "body": [
            "Car seats, cycle helmets and children's nightwear",
            "Electrical items without a safety test sticker, and sofas without a fire label",
            "Thank the donor and suggest the recycling centre; never take money for taking things away",
        ],
    },
    {
        "title": "Gift Aid",
        "body": [
            "Ask every donor whether they pay UK tax: Gift Aid adds 25p to every £1 their goods sell for",
            "Scan the donor's card or fill in the Gift Aid form with them",
        ],
        "notes": [
            "One more thing for the morning shift. If the shop is still locked at 9:45 because the manager or key holder "
            "hasn't come, don't wait outside for long and don't ring the hospice switchboard, which can't help with the "
            "shops: ring the area retail manager, Priya Dhaliwal, on 07700 900 286. She has a key and will either come "
            "or send someone."
        ],
    },
    {
        "title": "Questions",
        "body": [
            "Volunteer coordinator: Tom Feeney, 01632 969 341, volunteering@harbourlight.example",
            "Hospice switchboard: 01632 960 752",
        ],
    },
]

GARAGE_EML = """Message-ID: <20281009111804.3316@hallamstreetgarage.example>
Date: Mon, 9 Oct 2028 11:18:04 +0100
From: Steve Pryor <steve@hallamstreetgarage.example>
To: Ruth Adeyemi <ruth.adeyemi@mailbox.example>
Subject: Re: Your car's service and MOT
In-Reply-To: <K7t2Pw9@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Ruth,

Sorry, change of plan: the rear brake discs we ordered won't reach us until Thursday, so we can't finish the car
when I said. It will now be ready to collect after 3pm on Friday 13 October, rather than Wednesday 11 October. We
took it in this morning as planned, and the MOT will be done tomorrow.

Yes, we can change the brake fluid at the same time; the price is in the quote below. Everything else stays as
quoted.

The courtesy car is yours until the Friday as well.

Thanks,
Steve

On Fri, 6 Oct 2028 at 17:42, Ruth Adeyemi <ruth.adeyemi@mailbox.example> wrote:
> Hi Steve,
>
> Thanks, please go ahead with all of that. The brake pedal feels a bit soft lately. Could you change the brake
> fluid as well while it's in?
>
> Ruth
>
> On Thu, 5 Oct 2028 at 09:30, Steve Pryor <steve@hallamstreetgarage.example> wrote:
>> Dear Ruth,
>>
>> Thank you for booking your Ford Focus (KR19 TXW) in with us. Here is our quote:
>>
>> Full service, with oil, oil filter, air filter and pollen filter       £245.00
>> MOT test                                                               £54.85
>> Rear brake discs and pads                                              £210.00
>> Front brake pads only                                                  £135.00
>> Brake fluid change                                                     £58.00
>> Air conditioning regas                                                 £69.00
>>
>> All prices include VAT. We'll take the car in on Monday 9 October, and it will be ready to collect after
>> 5pm on Wednesday 11 October. A courtesy car is free while yours is with us.
>>
>> Our parts and labour are guaranteed for 12 months or 12,000 miles.
>>
>> Kind regards,
>> Steve Pryor
>> Hallam Street Garage, Hollowbrook · 01632 961 508
"""

INSURANCE_PAGES = [
    [
        "Ridgeway Direct",
        "Car insurance renewal notice 2028-29",
        "Policyholder: Ms Aoife Brennan. Policy number RDC 4471 2290",
        "Car: 2023 Skoda Octavia estate, registration HB23 KVO",
        "Cover: comprehensive, social, domestic and pleasure, and commuting",
        "Renewal date: 14 July 2028. Notice date: 9 June 2028",
        "Named drivers: Ms Aoife Brennan, Mr Cathal Brennan",
        "Your premium for 2028-29",
        "Paying in one go by card: GBP 612.40",
        "Paying monthly by direct debit: a deposit of GBP 61.24 then 11 monthly instalments of GBP 57.90",
        "Monthly payments include interest, APR 21.9 percent",
        "Insurance Premium Tax is included in both",
        "Your excesses, paid towards each claim",
        "Accident damage: compulsory excess GBP 250, voluntary excess GBP 150",
        "Fire and theft: GBP 400",
        "Windscreen replacement: GBP 115",
        "Windscreen repair: GBP 10",
        "Young or inexperienced driver, added to the other excesses: GBP 300",
    ],
    [
        "Your no claims discount",
        "You have 6 years of no claims discount, and it is protected: you can make up to 2 claims in 3 years without",
        "losing it. Protection is included in the premium above.",
        "What else is included",
        "A courtesy car while yours is repaired at one of our approved garages",
        "Cover to drive in the EU for up to 90 days a year",
        "Legal expenses cover up to GBP 100,000",
        "Not included: breakdown cover. Add it for GBP 64 a year.",
        "If you want to renew",
        "Do nothing: we will renew your policy on 14 July 2028 and take payment the way you paid last year.",
        "If you don't want to renew, call us on 0345 604 2218 before 14 July 2028.",
        "Tell us about any changes, such as a new address or a claim, before you renew.",
    ],
]

DOG_NOTICE_ZH = (
    "临溪市养犬登记和年检工作通知。为规范养犬行为，保障市民人身安全和环境卫生，根据《临溪市养犬管理条例》，现将2028年"
    "养犬登记和年检工作通知如下。一、登记范围：在本市城区饲养犬只的单位和个人，应当在取得犬只之日起30日内到所在地派出"
    "所或者市养犬服务中心办理养犬登记，领取犬牌；城区每户限养一只犬，禁止饲养烈性犬和大型犬。二、办理登记须提交：户口簿"
    "或者居住证、房产证明或者租房合同、犬只近期照片、由指定动物诊疗机构出具的狂犬病免疫证明；犬只须植入电子芯片，芯片由"
    "动物诊疗机构免费植入。三、收费标准：办理养犬登记的，已绝育的犬每只收取登记费100元，未绝育的犬每只收取登记费500元；"
    "犬只每年须参加一次年检，已绝育的犬年检费每只每年50元，未绝育的犬年检费每只每年200元；犬牌丢失补办的，每次收取工本"
    "费20元。60周岁以上独居老人饲养的犬和导盲犬、扶助犬免收登记费和年检费。四、年检时间：2028年4月1日至6月30日，逾期"
    "未年检的，犬牌失效，须重新办理登记。年检时须出示当年的狂犬病免疫证明。五、文明养犬：携犬出户应当挂犬牌，束犬链，犬链"
    "长度不超过1.5米，由成年人牵领；犬只在户外排泄的，应当立即清理；禁止携犬进入商场、菜市场、学校、医院和公园的儿童游"
    "乐区；携犬乘坐电梯的，应当避开上下班高峰时段，并为犬只戴嘴套。六、违反本通知的，由公安机关"
    "依照《临溪市养犬管理条例》责令改正，并处200元以上1000元以下罚款。七、咨询电话：市养犬服务中心0817-5520 "
    "3166（工作日8:30至17:30）。临溪市公安局　临溪市城市管理局　2028年3月10日。补充通知（2028年3月20日）：为鼓励犬只"
    "绝育，经市价格主管部门批准，未绝育的犬年检费由每只每年200元调整为每只每年150元，自2028年4月1日起执行；已绝育的犬"
    "年检费、登记费和其他事项不变。特此通知。"
)

PHONE_REPAIR_PRICES_ZH = """机型,换屏（原装屏）,换屏（国产屏）,换电池,维修时长
澄星S9,1180,560,189,1小时
澄星S9 Pro,1680,780,219,1小时
澄星S10,1380,640,199,1小时
澄星S10 Pro,1980,880,239,2小时
墨屿M20,980,460,169,1小时
墨屿M20 Ultra,2280,960,259,2小时
进水、主板故障,免费检测，检测后报价,免费检测，检测后报价,不适用,3至5天
说明,价格单位为元，含工时费；原装屏保修180天，国产屏保修90天，电池保修1年,,,
说明,维修前请自行备份数据，本店不对数据丢失负责,,,
说明,屏幕和电池现场维修，可以在店内等候；维修不成功不收费,,,
说明,营业时间每天10:00至22:00；地址：万达广场3楼318号；电话：0817-5631 4420,,,
"""

CANTEEN_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
CANTEEN_RULES = [
    ("恒拓智能科技有限公司员工食堂就餐管理办法", "Title"),
    ("（2028年3月发布，综合管理部）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为保障员工就餐，维护食堂秩序和食品安全，制定本办法。", None),
    ("第二条　本办法适用于在公司食堂就餐的正式员工、实习生和来访人员。", None),
    ("第二章　开餐时间", "Heading1"),
    ("第三条　食堂位于研发楼B座一层。早餐7:30至9:00，午餐11:30至13:00，晚餐17:30至19:00。", None),
    ("第四条　周六、周日只供应午餐；法定节假日食堂不开放。", None),
    ("第三章　收费和饭卡", "Heading1"),
    ("第五条　员工凭工牌刷卡就餐，来访人员凭综合管理部发放的餐券就餐。", None),
    ("第六条　食堂收费标准如下：", None),
    None,  # the price table
    (
        "第七条　午餐月卡在每月最后一周通过“恒拓生活”小程序购买下月的月卡，工作日午餐每天一次，不限菜品；月卡售出后不退，"
        "因出差、休假未就餐的也不退。",
        None,
    ),
    ("第八条　正式员工每月有餐补200元，每月1日充入饭卡，当月有效，月底未用完的清零。实习生没有餐补。", None),
    ("第四章　就餐秩序", "Heading1"),
    (
        "第九条　为保证食品安全，食堂的饭菜不得带出食堂。唯一的例外是当天值夜班的员工：可以凭当天的排班表在晚餐时间打包"
        "一份晚餐带回工位，餐盒由食堂免费提供。",
        None,
    ),
    ("第十条　请自觉排队，按需取餐，不要浪费；餐后请将餐具送到回收处。", None),
    ("第五章　附则", "Heading1"),
    (
        "第十一条　本办法自2028年4月1日起施行，由综合管理部负责解释。食堂问题请联系综合管理部，电话0817-5590 2213。",
        None,
    ),
]
CANTEEN_PRICES = [
    ["餐别", "正式员工", "实习生", "来访人员"],
    ["早餐（元/餐）", "5", "3", "10"],
    ["午餐（元/餐）", "12", "8", "25"],
    ["晚餐（元/餐）", "10", "6", "20"],
    ["午餐月卡（元/月）", "200", "140", "不适用"],
]

FISHING_BODY = (
    "<office:text>"
    + of.odf_h("碧水湾垂钓园2028年垂钓须知", 1)
    + of.odf_p(
        "碧水湾垂钓园位于临溪市东郊柳塘村，有放流塘两口、收费塘三口，水面共80亩。开放时间为每天6:00至18:00，17:30以后"
        "停止入园。"
    )
    + of.odf_h("一、钓位票", 2)
    + of.odf_p("钓位票当天有效，每张票一个钓位。票价（元）如下：")
    + of.odf_table(
        [
            ["票种", "平日（周一至周五）", "周末和节假日"],
            ["半天票（6:00至12:00或12:00至18:00）", "60", "80"],
            ["全天票（6:00至18:00）", "100", "130"],
            ["儿童票（14周岁以下，须由成人陪同）", "30", "40"],
            ["会员年卡（一年内不限次数）", "1800", "1800"],
        ]
    )
    + of.odf_list(
        [
            "放流塘钓到的鱼须当场放回；收费塘钓到的鱼可以带走，出园前过秤付款。",
            "每个钓位最多使用两根鱼竿，竿长不超过5.4米。",
            "钓位票售出后不退；因暴雨、大风闭园的，可以改期一次。",
        ]
    )
    + of.odf_h("二、带走的鱼怎么算钱", 2)
    + of.odf_p(
        "收费塘的鱼按斤计价，不分平日和周末：鲫鱼每斤16元，鲤鱼每斤12元，草鱼每斤14元，鲈鱼每斤36元，鳜鱼每斤68元。"
        "称重时去掉鱼护和水的重量。"
    )
    + of.odf_h("三、垂钓须知", 2)
    + of.odf_list(
        [
            "禁止夜钓。唯一的例外是持会员年卡的会员：每周五、周六可以在3号收费塘夜钓，时间为19:00至次日5:00，须提前一天预约。",
            "禁止使用锚钩、电鱼器、炸药和毒饵，违者报公安机关处理。",
            "请把垃圾和线组带走；禁止在园内游泳、烧烤。",
            "12周岁以下的儿童须由成人全程看管，不要靠近塘边没有护栏的地方。",
        ]
    )
    + of.odf_p("停车：园内停车场免费。咨询和预约电话：0817-5578 1092（6:00至18:00）。")
    + "</office:text>"
)

RUNNING_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　用心率控制强度",
        "<h1>第二章　用心率控制强度</h1>"
        "<p>新手最常见的错误是每次都跑得太快。用心率来控制强度，可以让你跑得更久、受伤更少。最大心率可以粗略地用220减去年龄"
        "来估算，比如30岁的人最大心率大约是190次/分。</p>"
        "<h2>一、三种强度</h2>"
        "<p>轻松跑的心率控制在最大心率的60%至70%，跑的时候能完整地说话，新手一周的跑步里至少八成应该是轻松跑。节奏跑的心率"
        "在最大心率的80%至85%，只能说短句，一次持续20至30分钟。间歇跑的心率在最大心率的90%以上，每组跑2至4分钟，中间慢跑"
        "休息。</p>"
        "<h2>二、心率表怎么戴</h2>"
        "<p>手腕式心率表要戴在腕骨上方一指的位置，表带松紧以能插进一根手指为宜。冬天跑步前先热身10分钟，心率读数会更准。</p>",
    ),
    (
        "ch04.xhtml",
        "第四章　跑量和跑鞋",
        "<h1>第四章　跑量和跑鞋</h1>"
        "<p>跑量就是一周一共跑了多少公里。身体适应跑步需要时间，肌肉适应得快，骨骼和肌腱适应得慢，加量太快最容易受伤。</p>"
        "<h2>一、怎么加量</h2>"
        "<p>每周的跑量比上一周增加不要超过10%。每跑三周加量，第四周要把跑量减少20%至30%，让身体恢复。一周里最长的一次长距离"
        "跑，不要超过这周跑量的30%。</p>"
        "<h2>二、什么时候换跑鞋</h2>"
        "<p>跑鞋的缓震会随着里程慢慢变差。日常训练穿的普通缓震跑鞋，一般跑到600至800公里就该换新的了；比赛穿的碳板竞速鞋更"
        "轻，寿命也短，大约300至400公里就要换。鞋底外侧磨平了，或者跑完后膝盖、小腿常常酸痛，也说明该换了。两双鞋轮换着穿，"
        "每双都能用得更久。</p>",
    ),
]


def _skip_terms() -> bytes:
    """The skip hire terms: its paragraphs, each None among them the next of its two tables, and footnotes."""
    tables = iter([SKIP_SIZES, SKIP_BANNED])
    body = "".join(of.w_table(next(tables)) if p is None else of.w_p(*p) for p in SKIP_PARAGRAPHS)
    return of.steady(of.docx(body, SKIP_STYLES, footnotes=SKIP_FOOTNOTES))


FRESH19_DOCS: dict[str, str | bytes] = {
    "clayhaven-pottery-studio/studio-guide-2028.md": POTTERY_GUIDE,
    "marlowe-and-finch-opticians/eye-tests-and-prices.html": OPTICIAN_PAGE,
    "kestrow-skip-hire/skip-hire-prices-and-terms-2028.docx": _skip_terms(),
    "ashmead-physio/price-list-2028.xlsx": of.steady(of.xlsx(PHYSIO_PRICES)),
    "harbourlight-hospice-shops/new-volunteers-induction-2028.pptx": of.steady(of.pptx(VOLUNTEER_DECK)),
    "hallam-street-garage/re-your-cars-service-and-mot.eml": GARAGE_EML,
    "ridgeway-direct-insurance/car-insurance-renewal-2028-29.pdf": make_pdf(INSURANCE_PAGES),
    "临溪市养犬登记和年检工作通知.txt": DOG_NOTICE_ZH,
    "快修侠手机维修万达店价目表.csv": PHONE_REPAIR_PRICES_ZH,
    "恒拓智能员工食堂就餐管理办法.docx": of.w_document(CANTEEN_RULES, [CANTEEN_PRICES], CANTEEN_STYLES),
    "碧水湾垂钓园2028年垂钓须知.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", FISHING_BODY)),
    "新手跑步入门.epub": of.steady(of.epub(RUNNING_BOOK_ZH, title="新手跑步入门")),
}
