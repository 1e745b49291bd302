"""The documents of the answer evaluation's `fresh15` set (questions in tests/docs/answer_fresh15.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Recording
studios, trampoline parks, hospitals, language schools, software companies, tree surgeons, broadband providers,
cities, study rooms, companies, theatres, books and people are made up.

- A recording studio's booking guide in Markdown: a room table whose hourly rates without and with an engineer and
  day rates sit side by side, extras, deposits and a cancellation rule with one exception for moving a session
  (`foundry-lane-studios/booking-guide-2027.md`).
- A trampoline park's prices and rules page in HTML: a price table of sessions by off-peak and peak times, a grip
  socks rule with one exception for the park's own socks from an earlier visit, party packages, and exclusive hire of
  the whole park priced only by quote (`skyline-bounce-tilbridge/prices-and-rules.html`).
- A hospital's guidance for visitors (.docx, built in code, with footnotes): visiting hours and visitors per bed by
  ward in a table of look-alike rows, no children under 12 on adult wards with one exception for end-of-life care,
  and the maternity wards' hours for birth partners only in a footnote
  (`st-aldhelms-hospital/visiting-patients-guidance-2027.docx`).
- A language school's prices (.xlsx, built in code, three sheets): weekly course fees by length of stay side by side
  with lessons and hours a week, accommodation by season, and airport transfers whose price is quoted only when
  booking (`westquay-school-of-english/prices-2027.xlsx`).
- A software company's all-staff deck on hybrid working (.pptx, built in code): office days, desk booking, a
  home-working allowance by kind of contract; whom to ask about working from abroad only in the speaker notes
  (`brackenridge-software/hybrid-working-briefing-2027.pptx`).
- A tree surgeon's e-mail (.eml) whose reply on top brings the felling of a sycamore forward after a cancellation,
  over the customer's question and the original quote quoted below it, which alone holds the price of stump grinding
  (`ashgrove-tree-care/re-quote-for-the-sycamore.eml`).
- A broadband provider's contract summary as a PDF: download and upload speeds, minimum, normal at peak times and
  best effort, in look-alike lines; prices, the yearly rise, leaving early and returning the router
  (`fibrewave/contract-summary-full-fibre-500.pdf`).
- A Chinese city's notice on paying for residents' basic medical insurance (城乡居民医保缴费通知) as one long line:
  contributions by kind of resident, payment period, benefits with deductibles and shares by grade of hospital in
  look-alike clauses, and a supplement at the end that extends the payment period
  (`澜州市2028年度城乡居民基本医疗保险参保缴费通知.txt`).
- A Chinese study room's price list (.csv): seats by kind with hourly, daily, weekly, monthly and students' monthly
  prices side by side; lockers whose price is yet to be announced (`静读空间自习室大学城店收费标准.csv`).
- A Chinese company's rules on overtime and time off in lieu (加班与调休管理办法, .docx built in code) in chapters of
  numbered articles (第X条): approval, overtime pay, time off to be taken within six months with one exception for
  time off the company could not grant, and an allowance table by kind of overtime (`云帆科技员工加班与调休管理办法.docx`).
- A Chinese theatre's spring-season page with rules for the audience (.html): shows, dates and price tiers in a
  table of look-alike rows, and no children under 1.2 metres with one exception for family shows
  (`澜州大剧院2028春季演出季购票和观演须知.html`).
- Two chapters of a Chinese handbook for new parents as an e-book (.epub built in code): formula feeds by age, and
  bathing with water and room temperatures side by side (`新手爸妈育儿手册.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

STUDIO_GUIDE = """# Foundry Lane Studios: booking guide 2027

Foundry Lane Studios · Unit 9, Foundry Lane, Wrenbury WR4 6JD · bookings@foundrylane.example · 01632 960 418

Two recording studios and two rehearsal rooms in the old Wrenbury iron foundry. This guide covers the rooms, what
they cost, booking and cancelling. Prices apply to sessions from 1 January 2027 and include VAT.

## Rooms and rates

| Room | Best for | Per hour, without an engineer | Per hour, with an engineer | Day, with an engineer |
|---|---|---|---|---|
| Studio A | Bands of up to 8 players: live room, drum booth and vocal booth | £45 | £70 | £600 |
| Studio B | Vocals, voice-over, podcasts and duos | £30 | £55 | £450 |
| Rehearsal Room 1 | Band rehearsal, with a PA and two mics | £16 | - | - |
| Rehearsal Room 2 | Band rehearsal, larger, with a house drum kit | £20 | - | - |

A day is 10 hours, from 10am to 8pm, with an hour's break that you choose. Sessions without an engineer are only
for people who have done our two-hour induction on that studio's desk (£25, once). Every session is at least 3
hours in the studios and at least 2 hours in the rehearsal rooms.

## Mixing, mastering and extras

- Mixing with our engineers, after your session: £40 an hour.
- Mastering: £35 a track, or £150 for an EP of up to 6 tracks.
- Backline hire: guitar amps £10 a session, bass amp £10, the Studio A grand piano tuned on the day £60.
- Your files are kept on our server for 60 days after the session; we can send them as a download at any time in
  those 60 days.

## Booking and deposits

Book by e-mail or on 01632 960 418. A session is held for you once we have your deposit: a quarter of the price,
and never less than £50. The rest is paid on the day, by card.

## Cancelling and moving a session

Cancel at least 7 days before your session and we refund your deposit in full; cancel later and we keep it. The one
exception is a session you move instead of cancelling: you can move a session to another date once, up to 48 hours
before it starts, and your deposit goes to the new date.

## House rules

No food in the control rooms; drinks only in bottles with a lid. No smoking or vaping anywhere on the site. Under-16s
must have an adult with them throughout a session.

## Getting here

Free parking for four cars in the yard; load in through the roller door at the back. Wrenbury station is a
10-minute walk.
"""

TRAMPOLINE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Prices and rules | Skyline Bounce Tilbridge</title>
</head>
<body>
<nav><a href="/">Skyline Bounce</a> &rsaquo; <a href="/visit">Plan your visit</a> &rsaquo; Prices and rules</nav>
<main>
<h1>Prices and rules</h1>
<p>Sixty trampolines, a foam pit, a ninja course and a dodgeball court at Harrowgate Retail Park, Tilbridge. Book a
session online at skylinebounce.example; walk-ins are welcome when a session has space. These prices apply from
1 April 2027.</p>

<h2>Session prices</h2>
<table>
<thead><tr><th>Session</th><th>Off-peak: Monday to Friday before 4pm, in term time</th><th>Peak: after 4pm,
weekends and school holidays</th></tr></thead>
<tbody>
<tr><td>60-minute open jump</td><td>&pound;11.00</td><td>&pound;14.00</td></tr>
<tr><td>90-minute open jump</td><td>&pound;15.00</td><td>&pound;18.50</td></tr>
<tr><td>Ninja course, 60 minutes (age 7 and over)</td><td>&pound;12.50</td><td>&pound;15.50</td></tr>
<tr><td>Little Leapers, 45 minutes (age 1 to 4, one adult free)</td><td>&pound;7.50</td><td>Not available</td></tr>
<tr><td>Quiet session, 60 minutes (Sundays 8am to 9am, for jumpers with additional needs)</td><td>&pound;9.00</td>
<td>&pound;9.00</td></tr>
</tbody>
</table>
<p>A grown-up who comes to watch does not pay; the viewing area by the caf&eacute; looks over every court.</p>

<h2>Grip socks</h2>
<p>Everyone who jumps must buy a pair of Skyline grip socks at reception, &pound;2.50 a pair. Ordinary socks and
grip socks from other trampoline parks are not allowed on the courts. The one exception is Skyline grip socks
from an earlier visit: bring them back and wear them again, as long as the grips are not worn away.</p>

<h2>Before you jump</h2>
<ul>
<li>Every jumper needs a waiver, signed online before the visit; a parent or guardian signs for jumpers under 18.</li>
<li>Children under 5 can jump only in Little Leapers sessions. Children aged 5 to 7 need a grown-up in the
building.</li>
<li>The maximum weight on our trampolines is 130 kg.</li>
<li>Arrive 15 minutes before your session to watch the safety briefing.</li>
</ul>

<h2>Parties</h2>
<p>A party for 10 to 30 guests has 60 minutes of jumping, then 45 minutes in a party room with hot food, squash and
grip socks for every guest: &pound;16.95 a child from Monday to Friday, &pound;18.95 at weekends. The birthday child
jumps free.</p>

<h2>Hiring the whole park</h2>
<p>Schools, clubs and companies can hire the whole park before 9am or after 8pm. The price depends on the number of
jumpers and the time: send us the enquiry form and we will come back to you with a quote.</p>

<h2>Refunds</h2>
<p>We refund a booking cancelled at least 24 hours before the session. After that, we can move it to another day
within a month.</p>
</main>
<footer>Skyline Bounce &middot; Unit 3, Harrowgate Retail Park, Tilbridge TL7 2GN &middot; 01632 962 777</footer>
</body>
</html>
"""

VISITING_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
VISITING_PARAGRAPHS = [
    ("St Aldhelm's Hospital, Kingsmere: visiting patients, guidance for visitors 2027", "Title"),
    (
        "Visitors help patients get better, and we welcome them. This guidance applies from 1 February 2027 to every "
        "ward and unit of St Aldhelm's Hospital. The nurse in charge of a ward can change it for that ward for a time, "
        "for example during an outbreak of norovirus: check the notice at the ward's door.",
        None,
    ),
    ("Visiting hours", "Heading1"),
    ("Visiting hours and the number of visitors at a bedside at one time, by ward:", None),
    None,  # the visiting table
    (
        "Protected mealtimes, 12:00 to 13:00 and 17:00 to 18:00, are kept free of visitors on the adult wards, except "
        "for someone who helps the patient to eat.",
        None,
    ),
    ("Children", "Heading1"),
    (
        "Children under 12 are not allowed on the adult wards or in the Intensive Care Unit. The one exception is a "
        "child visiting a parent or grandparent who is receiving end-of-life care: ask the nurse in charge, who will "
        "find a quiet room for the visit. Children of any age can visit the children's ward and the maternity wards "
        "with an adult.",
        None,
    ),
    ("Keeping patients safe", "Heading1"),
    (
        "Please do not visit if you have had diarrhoea, vomiting or a fever in the last 48 hours. Clean your hands "
        "with the gel at the door as you come onto a ward and as you leave. Flowers are not allowed in the Intensive "
        "Care Unit.",
        None,
    ),
    ("Parking", "Heading1"),
    (
        "The visitors' car park is by the main entrance. Blue badge holders park free in the marked bays; carers "
        "who visit every day can ask the ward for a weekly permit.",
        None,
    ),
    ("Questions", "Heading1"),
    ("Ring the ward, or the Patient Advice and Liaison Service on 01632 963 510.", None),
]
VISITING_TABLE = [
    ["Ward or unit", "Visiting hours", "Visitors at a bedside at one time"],
    ["Adult wards (Wards 1 to 14)", "11:00 to 20:00", "2"],
    ["Intensive Care Unit", "14:00 to 19:00, close family only", "2"],
    ["Children's ward (Puffin Ward)", "Parents and carers at any time; other visitors 10:00 to 19:00", "2"],
    ["Maternity wards (Willow and Hazel)", "15:00 to 19:00", "2"],
    ["Neonatal Unit", "Parents at any time; grandparents 14:00 to 18:00", "2"],
]
VISITING_FOOTNOTES = [
    "Birth partners can visit the maternity wards from 08:00 to 22:00, and one birth partner can stay overnight on "
    "the labour ward.",
    "On Wards 10 and 11, the older people's wards, one named carer of a patient with dementia can visit at any time.",
]

LANGUAGE_SCHOOL = {
    "Courses 2027": [
        [
            "Course",
            "Lessons a week",
            "Hours a week",
            "1 to 3 weeks, per week",
            "4 to 11 weeks, per week",
            "12 weeks or more, per week",
        ],
        ["General English", "20", "15", "£290", "£265", "£240"],
        ["Intensive English", "28", "21", "£370", "£340", "£310"],
        ["IELTS Preparation", "28", "21", "£390", "£360", "£330"],
        ["Business English", "28", "21", "£420", "£390", "£360"],
        ["One-to-one lessons", "per lesson", "0.75", "£48", "£48", "£45"],
        [],
        ["A lesson is 45 minutes. Classes have at most 12 students."],
        ["Courses start every Monday; complete beginners start on the first Monday of a month."],
        ["Registration fee: £75 for each booking, with course books and a placement test."],
        [
            "The IELTS exam is not included: we book it for you at the official test centre in Caldmouth, and you "
            "pay the centre's fee."
        ],
    ],
    "Accommodation 2027": [
        ["Accommodation", "Meals", "Per week, standard season", "Per week, summer (20 June to 28 August)"],
        ["Homestay, single room, shared bathroom", "Breakfast and evening meal", "£210", "£240"],
        ["Homestay, single room, private bathroom", "Breakfast and evening meal", "£260", "£290"],
        ["Residence, en-suite studio", "Self-catering", "£245", "£275"],
        ["Residence, room in a shared flat", "Self-catering", "£195", "£215"],
        [],
        [
            "Accommodation placement fee: £60 for each booking. Arrive on the Sunday before your course, leave on the "
            "Saturday after it."
        ],
        ["Students under 18 must stay in a homestay."],
        [
            "Airport transfers from Heathrow, Gatwick or Bristol can be arranged. The price depends on the airport "
            "and the time of your flight and is quoted when you book."
        ],
    ],
    "Dates and holidays": [
        ["Date", "What happens"],
        ["UK bank holidays", "No lessons; lessons are not made up or refunded"],
        ["20 December 2027 to 2 January 2028", "School closed for Christmas"],
        ["Every Friday", "Afternoon trip in Caldmouth, free"],
        ["Every Saturday", "Day trip, for example to Bath or Oxford, £45 to £60"],
        [],
        ["Westquay School of English, 12 Harbour Parade, Caldmouth CM1 4QB. info@westquay.example, +44 1632 964 200"],
    ],
}

HYBRID_DECK = [
    {
        "title": "Hybrid working at Brackenridge from 1 March 2027",
        "body": ["All-staff briefing, 27 January 2027", "Priya Nandakumar, People Director"],
    },
    {
        "title": "Office days",
        "body": [
            "Everyone is in the office on Tuesdays and Thursdays, our anchor days",
            "Each team picks one more office day a week and tells People by 19 February",
            "Staff on home-based contracts keep their contracts and come in for team days",
        ],
    },
    {
        "title": "Booking a desk",
        "body": [
            "Book a desk in Deskly, up to two weeks ahead",
            "Floor 3 is the quiet floor; floor 4 is for teams working together",
            "A desk not checked into by 10:30 goes back into Deskly",
        ],
    },
    {
        "title": "Home-working allowance",
        "table": [
            ["Contract", "Allowance each month", "Equipment, once"],
            ["Hybrid", "£20", "Up to £300"],
            ["Home-based", "£40", "Up to £500"],
            ["Office-based", "None", "None"],
        ],
        "body": ["Paid with your salary, before tax", "Claim equipment in Expensify with the receipt"],
    },
    {
        "title": "Working away from home",
        "body": [
            "You can work from somewhere other than home in the UK, as long as it is safe and private",
            "Working from another country needs approval first",
        ],
        "notes": [
            "Working abroad has tax and insurance rules, for us and for you. Anyone who wants to work from another "
            "country, even for a week, should speak to Marcus Oyelaran, our payroll and tax lead, before booking "
            "anything. Your line manager still has to agree too."
        ],
    },
    {
        "title": "Questions",
        "body": ["People team: people@brackenridge.example", "Office and Deskly: facilities@brackenridge.example"],
    },
]

TREE_EML = """Message-ID: <20271012091733.4410@ashgrovetreecare.example>
Date: Tue, 12 Oct 2027 09:17:33 +0100
From: Owen Pritchard <owen@ashgrovetreecare.example>
To: Leah Marsden <leah.marsden@mailbox.example>
Subject: Re: Quote for the sycamore at 8 Orchard Close
In-Reply-To: <CAF9x1Lm@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Leah,

Good news: we've had a cancellation, so we can come sooner than planned. We'll now take the sycamore down on
Tuesday 26 October instead of Thursday 4 November, starting at 8am as before. Everything else in the quote stays
the same.

On your question: yes, we can grind out the stump while we're there. The price is in the quote below; I'll add it
to the invoice. We'll rake the chippings into the hole and you can sow grass over it in the spring.

I've let your neighbour at number 6 know we'll need her drive for the chipper that morning.

Best wishes,
Owen

On Sun, 10 Oct 2027 at 20:05, Leah Marsden <leah.marsden@mailbox.example> wrote:
> Hi Owen,
>
> Thanks for the quote, we'd like to go ahead. Could you also grind out the stump so we can
> put a lawn there?
>
> Leah
>
> On Fri, 8 Oct 2027 at 14:41, Owen Pritchard <owen@ashgrovetreecare.example> wrote:
>> Dear Leah,
>>
>> Thank you for showing me round on Wednesday. Here is our quote for the work at 8 Orchard Close:
>>
>> Sycamore in the back garden: fell in sections, about 14 m tall      £1,450
>> Two leylandii by the side gate: reduce by a third                    £380
>> Clearing up: all branches chipped and taken away                     included
>> Date: Thursday 4 November 2027, from 8am; one day on site
>>
>> Optional: stump grinding £120 for the sycamore, or £65 each for the leylandii if you ever
>> take those out. Logs: cut to rings and left for you at no charge, or split and stacked for £90.
>>
>> The sycamore is not covered by a tree preservation order and you are not in a conservation
>> area, so no permission is needed; I checked with the council on Thursday.
>>
>> We are fully insured (public liability £5 million). Payment within 14 days of the work.
>>
>> Kind regards,
>> Owen Pritchard
>> Ashgrove Tree Care, Kingsmere · 01632 965 093
"""

BROADBAND_PAGES = [
    [
        "Fibrewave Broadband Ltd",
        "Contract summary: Fibrewave Full Fibre 500",
        "Customer: Aisha Rahman. Account number FW-2281947",
        "Installation address: 41 Linden Road, Kingsmere KM3 9PX",
        "This summary is required by the regulator. It sets out the main parts of your contract.",
        "1. Services",
        "Full fibre broadband with unlimited data, and a home phone line with pay as you go calls.",
        "2. Speeds",
        "Download speed, minimum guaranteed: 250 Mbps",
        "Download speed, normally available at peak times, 8pm to 10pm: 470 Mbps",
        "Download speed, best effort: 500 Mbps",
        "Upload speed, minimum guaranteed: 45 Mbps",
        "Upload speed, normally available at peak times, 8pm to 10pm: 92 Mbps",
        "Upload speed, best effort: 100 Mbps",
        "If your download speed stays below the minimum guaranteed for 30 days and we cannot fix it,",
        "you can leave without paying any early termination charges.",
    ],
    [
        "3. Price",
        "Monthly price: GBP 32.00 a month for the minimum period.",
        "Each year on 1 April your monthly price goes up by GBP 3.00.",
        "Installation by our engineer: free. Set-up fee: none.",
        "Calls: 20p a minute to UK landlines and mobiles; 0800 numbers free.",
        "4. Duration",
        "Minimum period: 24 months from the day your service starts.",
        "After the minimum period the contract continues month by month, and you can leave with 30 days notice.",
        "5. Leaving",
        "You can cancel within 14 days of your service starting without any charge.",
        "If you leave before the end of the minimum period, the early termination charge is GBP 26.50 for",
        "each whole month left of the minimum period.",
        "Router: the Fibrewave Hub 3 is lent to you. Return it within 30 days of leaving, in the prepaid",
        "bag we send you, or we charge GBP 60.",
        "6. Help",
        "Call 0800 555 0190, 8am to 8pm every day. If your broadband stops working and is not fixed within",
        "2 working days, we pay you automatic compensation for each day until it is.",
    ],
]

INSURANCE_NOTICE_ZH = (
    "澜州市医疗保障局关于做好2028年度城乡居民基本医疗保险参保缴费工作的通知（澜医保〔2027〕58号）。各县（市、区）医疗"
    "保障局、各乡镇（街道）、各有关单位：为做好2028年度城乡居民基本医疗保险（以下简称居民医保）参保缴费工作，现将有关"
    "事项通知如下。一、参保范围：未参加职工基本医疗保险的本市户籍城乡居民；持有本市居住证的非本市户籍人员；在本市就读"
    "的大中专院校学生。二、缴费标准：2028年度居民医保个人缴费标准为：成年居民每人每年400元；未满18周岁的居民和在校学生"
    "（含中小学生和大中专学生）每人每年380元。特困人员、孤儿的个人缴费由财政全额资助；低保对象、返贫致贫人口每人资助"
    "200元，其余部分由个人缴纳。三、缴费时间：集中缴费期为2027年9月1日至12月20日，待遇享受期为2028年1月1日至12月31日。"
    "集中缴费期结束后缴费的，自缴费之日起设置3个月待遇等待期，等待期内发生的医疗费用不予报销。新生儿在出生后90天内参保"
    "缴费的，自出生之日起享受待遇。四、缴费渠道：可以通过“澜州医保”微信公众号、支付宝“市民中心”、各合作银行网点和"
    "手机银行，以及村（社区）便民服务点缴费。五、待遇标准：普通门诊在一级医院和村卫生室就医的，报销比例为60%，每人每年"
    "最高报销600元；住院费用设起付线，一级医院200元、二级医院500元、三级医院800元，起付线以上的合规费用，一级医院报销"
    "90%、二级医院报销80%、三级医院报销65%；一个年度内住院报销最高25万元。患高血压、糖尿病的参保人员在门诊购买降压药、"
    "降糖药的，报销比例为70%。六、工作要求：各地要加强宣传，引导群众按时参保缴费，防止漏保断保。咨询电话：12393。澜州市"
    "医疗保障局　2027年8月25日。补充通知（2027年12月15日）：为方便外出务工人员返乡后参保缴费，经市政府同意，2028年度"
    "居民医保集中缴费期延长至2028年2月28日，在此期间缴费的不设待遇等待期，缴费标准和其他事项不变。特此通知。"
)

STUDY_ROOM_PRICES_ZH = """座位类型,说明,按小时（元/小时）,日卡（元/天）,周卡（元/周）,月卡（元/月）,学生月卡（元/月）
开放区座位,大桌共享，每人一个位置和一盏台灯,5,30,150,450,380
半封闭隔断座位,三面隔板，带台灯和插座,6,38,190,560,480
单人独立小间,带门的单人小间，可以接打电话,10,60,300,880,780
双人讨论间,两人使用，按间计费，可以讨论,18,100,,,
说明,营业时间每天7:30至23:00，全年无休（除夕闭店一天）,,,,,
说明,学生月卡凭本人学生证办理，只适用于月卡；考研、考公备考人员无学生证的按月卡原价,,,,,
说明,月卡用户可以选择固定座位，每月另加60元；不固定座位的先到先选,,,,,
说明,按小时计费的不足1小时按1小时计算；当天累计超过日卡价格的，按日卡价格收取,,,,,
说明,储物柜：即将开放，价格另行公布,,,,,
说明,店内禁止饮食（瓶装水除外），请将手机调至静音；违反两次的，取消月卡并不予退费,,,,,
说明,地址：澜州大学城书香路18号二楼；预约和咨询请在“静读空间”小程序,,,,,
"""

OVERTIME_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
OVERTIME_RULES = [
    ("澜州云帆科技有限公司员工加班与调休管理办法", "Title"),
    ("（2027年6月修订，人力资源部发布）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为规范公司加班管理，保障员工的休息权利和合法权益，根据《中华人民共和国劳动法》等规定，制定本办法。",
        None,
    ),
    ("第二条　本办法适用于公司全体员工。实行不定时工作制的高级管理人员，不适用本办法。", None),
    ("第二章　加班审批", "Heading1"),
    (
        "第三条　加班应当事先在OA系统提交加班申请，经部门负责人批准。未经批准的，不计为加班。但是，处理线上故障等紧急"
        "情况来不及事先申请的，可以在加班结束后24小时内补办申请。",
        None,
    ),
    ("第四条　加班时长以半小时为单位计算。工作日加班每天一般不超过3小时，每月累计不超过36小时。", None),
    ("第三章　调休和加班费", "Heading1"),
    (
        "第五条　工作日延长工作时间的，按本人小时工资的150%支付加班费；休息日加班的，优先安排同等时长的调休，不能安排"
        "调休的，按本人小时工资的200%支付加班费；法定节假日加班的，按本人小时工资的300%支付加班费，不另安排调休。",
        None,
    ),
    (
        "第六条　调休应当在加班之日起6个月内使用，逾期未使用的，视为本人放弃。但是，因工作安排无法在期限内调休，并经"
        "部门负责人书面确认的，可以按本办法第五条的标准折算为加班费。",
        None,
    ),
    ("第七条　调休须提前1个工作日在OA系统申请；一次调休超过3天的，须经分管副总经理批准。", None),
    ("第四章　加班补贴", "Heading1"),
    ("第八条　加班的员工按下表享受餐费和交通补贴，随当月工资发放：", None),
    None,  # the allowance table
    ("第九条　同一天符合两种以上情形的，按补贴较高的一种发放，不重复发放。", None),
    ("第五章　附则", "Heading1"),
    ("第十条　弄虚作假骗取加班费或者补贴的，追回已发放的款项，并按公司《员工奖惩办法》处理。", None),
    ("第十一条　本办法自2027年7月1日起施行，由人力资源部负责解释。", None),
]
OVERTIME_ALLOWANCES = [
    ["情形", "餐费补贴", "交通补贴"],
    ["工作日加班至20:00以后", "每次25元", "无"],
    ["工作日加班至22:00以后", "每次35元", "打车费凭票报销"],
    ["休息日加班满4小时", "每天40元", "每天20元"],
    ["法定节假日加班满4小时", "每天60元", "每天20元"],
]

THEATRE_PAGE_ZH = (
    '<!DOCTYPE html>\n<html lang="zh-CN">\n<head>\n<meta charset="utf-8">\n'
    "<title>澜州大剧院2028春季演出季购票和观演须知</title>\n</head>\n<body>\n"
    '<nav><a href="/">澜州大剧院</a> &gt; <a href="/shows">演出季</a> &gt; 正文</nav>\n<main>\n'
    "<h1>澜州大剧院2028春季演出季购票和观演须知</h1>\n"
    "<p>发布时间：2028年1月10日</p>\n"
    "<p>2028春季演出季共四台演出，1月15日10:00起在“澜州大剧院”微信公众号、官方网站和大剧院售票处同步开票。</p>\n"
    "<h2>一、演出和票价</h2>\n<table>\n"
    "<thead><tr><th>演出</th><th>类型</th><th>日期</th><th>开演时间</th><th>票价（元）</th></tr></thead>\n<tbody>\n"
    "<tr><td>话剧《长夜将尽》</td><td>话剧</td><td>3月10日至3月12日</td><td>19:30</td>"
    "<td>180、280、480、680</td></tr>\n"
    "<tr><td>芭蕾舞剧《天鹅湖》</td><td>舞剧</td><td>3月25日至3月26日</td><td>19:30</td>"
    "<td>280、480、680、880、1080</td></tr>\n"
    "<tr><td>亲子剧《小熊的雨伞》</td><td>儿童剧（亲子）</td><td>4月8日至4月9日</td><td>10:30、15:00</td>"
    "<td>80、120、180</td></tr>\n"
    "<tr><td>交响音乐会《春之声》</td><td>音乐会</td><td>4月22日</td><td>19:30</td>"
    "<td>100、200、300、400</td></tr>\n"
    "</tbody>\n</table>\n"
    "<p>全日制在校学生凭学生证可以在售票处购买半价票，限每场最低的两档票价，每证每场限购1张。</p>\n"
    "<h2>二、观演须知</h2>\n<ol>\n"
    "<li>一人一票，对号入座。演出开始后迟到的观众，须在幕间或者工作人员指引下入场。</li>\n"
    "<li>身高1.2米以下的儿童谢绝入场。唯一的例外是标有“亲子”的儿童剧，儿童须持票并由成年人陪同入场。</li>\n"
    "<li>演出期间请将手机关闭或者调至静音，禁止拍照、录音和录像。</li>\n"
    "<li>剧场内禁止饮食；大剧院不设存包处，请勿携带大件行李。</li>\n"
    "</ol>\n"
    "<h2>三、退票和换票</h2>\n"
    "<p>演出前7天（含）以前可以退票，收取票面价格10%的手续费；演出前7天以内不退不换。</p>\n"
    "<p>票务咨询：0813-6299 8800（10:00至18:00）</p>\n"
    "</main>\n<footer>澜州大剧院　澜州市江心洲大道66号</footer>\n</body>\n</html>\n"
)

PARENTING_BOOK_ZH = [
    (
        "ch04.xhtml",
        "第四章　喂奶",
        "<h1>第四章　喂奶</h1>"
        "<p>母乳是宝宝最好的食物，世界卫生组织建议纯母乳喂养到6个月。母乳喂养要按需喂养，宝宝饿了就喂，不必严格按时间。"
        "</p>"
        "<h2>一、配方奶喂多少</h2>"
        "<p>不能母乳喂养或者母乳不够的，可以喂配方奶。下面的奶量只是参考，每个宝宝的食量不同：出生后第一周，每次30到60"
        "毫升，每天8到10次；1到2个月，每次90到120毫升，每天6到8次；2到4个月，每次120到150毫升，每天5到6次；4到6个月，"
        "每次150到200毫升，每天4到5次。</p>"
        "<h2>二、冲奶粉</h2>"
        "<p>先洗手，奶瓶和奶嘴要消毒。用烧开后放凉到70℃左右的水冲奶粉，按奶粉罐上的比例，先放水后放奶粉，摇匀后滴几滴在"
        "手腕内侧试温，不烫手就可以喂。冲好的奶在室温下放置不要超过2小时，宝宝没喝完的奶要倒掉。</p>",
    ),
    (
        "ch06.xhtml",
        "第六章　洗澡和抚触",
        "<h1>第六章　洗澡和抚触</h1>"
        "<p>新生儿不需要每天洗澡，夏天可以每天洗一次，冬天每周洗两到三次就够了。洗澡最好在喂奶后1小时左右进行，不要刚"
        "吃完奶就洗。</p>"
        "<h2>一、洗澡前的准备</h2>"
        "<p>关好门窗，室温保持在26到28℃。洗澡水的温度以37到40℃为宜，没有水温计的，可以用手肘内侧试水，感觉温暖不烫就"
        "可以。先放冷水再放热水，准备好浴巾、干净的衣服和尿布。</p>"
        "<h2>二、怎么洗</h2>"
        "<p>每次洗澡5到10分钟，时间太长宝宝容易着凉。先洗脸和头，再洗身体，最后洗屁股。脐带脱落之前，洗澡后用碘伏棉签"
        "擦干净脐部，保持干燥；脐带一般在出生后1到2周脱落。</p>"
        "<h2>三、抚触</h2>"
        "<p>洗完澡是做抚触的好时候。每次抚触10到15分钟，手上涂一点婴儿油，从头部、胸部、腹部到四肢和背部，力度由轻到重。"
        "宝宝哭闹或者刚吃完奶时不要做。</p>",
    ),
]

FRESH15_DOCS: dict[str, str | bytes] = {
    "foundry-lane-studios/booking-guide-2027.md": STUDIO_GUIDE,
    "skyline-bounce-tilbridge/prices-and-rules.html": TRAMPOLINE_PAGE,
    "st-aldhelms-hospital/visiting-patients-guidance-2027.docx": of.steady(
        of.docx(
            "".join(of.w_table(VISITING_TABLE) if p is None else of.w_p(*p) for p in VISITING_PARAGRAPHS),
            VISITING_STYLES,
            footnotes=VISITING_FOOTNOTES,
        )
    ),
    "westquay-school-of-english/prices-2027.xlsx": of.steady(of.xlsx(LANGUAGE_SCHOOL)),
    "brackenridge-software/hybrid-working-briefing-2027.pptx": of.steady(of.pptx(HYBRID_DECK)),
    "ashgrove-tree-care/re-quote-for-the-sycamore.eml": TREE_EML,
    "fibrewave/contract-summary-full-fibre-500.pdf": make_pdf(BROADBAND_PAGES),
    "澜州市2028年度城乡居民基本医疗保险参保缴费通知.txt": INSURANCE_NOTICE_ZH,
    "静读空间自习室大学城店收费标准.csv": STUDY_ROOM_PRICES_ZH,
    "云帆科技员工加班与调休管理办法.docx": of.w_document(OVERTIME_RULES, [OVERTIME_ALLOWANCES], OVERTIME_STYLES),
    "澜州大剧院2028春季演出季购票和观演须知.html": THEATRE_PAGE_ZH,
    "新手爸妈育儿手册.epub": of.steady(of.epub(PARENTING_BOOK_ZH, title="新手爸妈育儿手册")),
}
