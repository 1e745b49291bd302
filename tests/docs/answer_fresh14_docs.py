"""The documents of the answer evaluation's `fresh14` set (questions in tests/docs/answer_fresh14.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Coworking spaces,
cinemas, universities, car hire firms, schools, kitchen fitters, insurers, cities, cleaning services, housing estates,
sports centres, books and people are made up.

- A coworking space's members' guide in Markdown: a membership table whose prices, included meeting-room hours and
  access hours sit side by side, a meeting-room table with extra hours priced by room, guests, post, house rules and
  parking at a public car park nearby (`loom-yard-coworking/members-guide-2027.md`).
- A cinema's tickets and prices page in HTML: a price table of four ticket types by seat and time of day, cheap
  Tuesdays, a Kids' Club, age ratings, a no-outside-food rule with one exception for food needed for a medical
  condition, and private hire of a screen whose price is given only as a quote
  (`regal-picturehouse-ellesford/tickets-and-prices.html`).
- A university's rules on handing in coursework (.docx, built in code, with footnotes): late penalties in a table
  of look-alike rows, extensions that must be asked for before the deadline with one exception for hospital and
  bereavement, and the cap on Master's modules only in a footnote
  (`northfleet-university/coursework-deadlines-extensions-and-late-penalties-2027-28.docx`).
- A car and van hire firm's rates (.xlsx, built in code, three sheets): daily rates by car group and length of hire
  side by side with deposits, van rates, extras; one-way hires to another branch with a fee quoted only when booking
  (`tarrant-car-and-van-hire/rates-2027.xlsx`).
- A secondary school's Year 9 options evening deck (.pptx, built in code): how options work, option blocks in a
  table, key dates, triple science; whom to ask about taking French and Spanish together only in the speaker notes
  (`fernleigh-academy/year-9-options-evening-2027.pptx`).
- A kitchen fitter's e-mail (.eml) whose reply on top moves the start of the fitting a week later, over the
  customer's question and the original confirmation quoted below it, which alone holds the price of extra sockets
  (`corbel-kitchens/re-your-new-kitchen-fitting-dates.eml`).
- An American renters insurance policy summary as a PDF: coverages, deductibles and special limits on personal
  property for theft in look-alike lines (`homestead-mutual/renters-policy-summary-2027-28.pdf`).
- A Chinese city's notice on the heating season (集中供暖通知) as one long line without line breaks: heating dates,
  room temperatures, heating charges by how they are billed, paying, opting out and low-income households, and a
  supplement at the end that brings the start of heating forward (`湄城市2027-2028年度城市集中供暖工作通知.txt`).
- A Chinese home-appliance cleaning service's price list (.csv): appliances by kind with prices, members' prices and
  how long the visit takes side by side; visits outside the city centre at an extra charge given only as a quote
  (`洁家到家2027年家电清洗服务价目表.csv`).
- A Chinese housing estate's parking rules (停车管理规定, .docx built in code) in chapters of numbered articles
  (第X条): a rent table by kind of space for owners and tenants, visitors' parking by the hour, and no lorries with
  one exception for moving house and building work (`锦绣花园小区机动车停放管理规定.docx`).
- A Chinese sports centre's summer notice for its swimming pool (.html): sessions whose times and adult and student
  prices sit side by side, children with an adult, the deep end only with a deep-water certificate with one
  exception for the pool's own swimming classes, monthly cards (`湄城市体育中心游泳馆2027年暑期开放公告.html`).
- Two chapters of a Chinese beginner's book on keeping a cat as an e-book (.epub built in code): vaccines and
  worming at ages that differ by little, and feeding by age (`新手养猫指南.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

COWORKING_GUIDE = """# Loom Yard Coworking: members' guide 2027

Loom Yard · 14 Weavers Row, Halverton HV3 8QS · hello@loomyard.example · 01632 967 220

Welcome to Loom Yard: three floors of desks, studios and meeting rooms in the old Pryor & Hale weaving shed. This
guide covers memberships, getting in, meeting rooms and the house rules. It replaces the 2026 guide.

## Memberships

Every membership includes Wi-Fi, tea and coffee, printing up to 100 pages a month and the use of the kitchen, the
roof terrace and the phone booths.

| Membership | Price per month, plus VAT | Desk | Meeting rooms included per month | Access |
|---|---|---|---|---|
| Flex 10 | £125 | Any free desk, on any 10 days a month | 2 hours | Monday to Friday, 8am to 7pm |
| Hot desk | £210 | Any free desk, every weekday | 4 hours | Monday to Friday, 8am to 7pm |
| Fixed desk | £295 | Your own desk, with a lockable pedestal | 6 hours | 24 hours a day, 7 days a week |
| Studio for 2 | £640 | A private room for two | 10 hours | 24 hours a day, 7 days a week |
| Studio for 4 | £1,150 | A private room for four | 16 hours | 24 hours a day, 7 days a week |

A day pass costs £22 plus VAT and gives a free desk on a weekday from 8am to 7pm, without meeting room hours.
Memberships run month by month: give a month's notice to leave, or three months' notice for a studio.

## Getting in

Your key fob opens the front door and, for fixed desks and studios, the door of the second floor. Reception is
staffed Monday to Friday from 8.30am to 5.30pm. A lost fob costs £15 to replace. Outside reception hours the last
member to leave sets the alarm: the code is on the back of your fob's welcome card.

## Meeting rooms

Book meeting rooms in the Loom Yard app, in blocks of 30 minutes. Hours included in your membership are used first
and do not carry over to the next month. After that, each room has its own price for extra hours:

| Room | Seats | Equipment | Extra hours, plus VAT |
|---|---|---|---|
| The Bobbin | 4 | 43-inch screen | £12 an hour |
| The Mill Room | 6 | 55-inch screen and a whiteboard wall | £18 an hour |
| The Loom Room | 12 | Projector, 75-inch screen and a video-call camera | £30 an hour |

Cancel a booking at least 24 hours ahead, or its hours are used up.

## Guests

You are welcome to bring guests to meet you in a meeting room, the kitchen or on the roof terrace: sign them in at
reception. A guest who wants to work at a desk needs a day pass.

## Post and parcels

Members can have letters and parcels sent to Loom Yard. We keep them at reception for up to 14 days; parcels over
25 kg are not accepted.

## House rules

The second floor is a quiet floor: take calls in the phone booths. Clear your desk at the end of each day unless you
have a fixed desk. Bikes go in the bike store in the yard, which is free for members.

## Parking

Loom Yard has no car park of its own. Members can park at the Halverton Wharf car park, five minutes' walk away.
"""

CINEMA_PRICES = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Tickets and prices | The Regal Picturehouse, Ellesford</title>
</head>
<body>
<nav><a href="/">The Regal Picturehouse</a> &rsaquo; <a href="/visit">Visit us</a> &rsaquo; Tickets and prices</nav>
<main>
<h1>Tickets and prices</h1>
<p>Three screens on Market Hill since 1937, with comfortable standard seats in every screen and rows of recliners at
the back of Screens 1 and 2. These prices apply from 1 March 2027. Book online at regalellesford.example or at the box
office: there is no booking fee.</p>

<h2>Ticket prices</h2>
<table>
<thead><tr><th>Ticket</th><th>Standard seat, before 5pm</th><th>Standard seat, from 5pm</th><th>Recliner, before
5pm</th><th>Recliner, from 5pm</th></tr></thead>
<tbody>
<tr><td>Adult</td><td>&pound;8.50</td><td>&pound;10.50</td><td>&pound;12.50</td><td>&pound;14.50</td></tr>
<tr><td>Child (under 15)</td><td>&pound;6.00</td><td>&pound;7.00</td><td>&pound;9.00</td><td>&pound;10.00</td></tr>
<tr><td>Senior (60 and over)</td><td>&pound;6.50</td><td>&pound;8.50</td><td>&pound;10.50</td><td>&pound;12.50</td></tr>
<tr><td>Student (with a student card)</td><td>&pound;6.50</td><td>&pound;8.00</td><td>&pound;10.50</td><td>&pound;12.00</td></tr>
</tbody>
</table>
<p>A carer who comes with a disabled guest goes free: ask at the box office or show your CEA card when you book.</p>

<h2>Cheap Tuesdays</h2>
<p>On Tuesdays every standard seat costs &pound;5.50, all day, for every film. Recliners are at their usual prices.</p>

<h2>Kids' Club</h2>
<p>On Saturday and Sunday mornings at 10am we show a film for families. Tickets are &pound;3.50 each, for children and
grown-ups alike. Children under 12 must come with someone aged 16 or over.</p>

<h2>Age ratings</h2>
<p>We follow the BBFC's ratings. Children under 12 can see a 12A film only with an adult. For 15 and 18 films we may
ask anyone who looks under 25 for photo ID; without it, we cannot let you in, and we cannot refund the ticket.</p>

<h2>Food and drink</h2>
<p>Popcorn, sweets, hot drinks, beer and wine from our caf&eacute; bar can be taken into every film. Food and drink
brought from outside the cinema is not allowed. The one exception is food or drink you need for a medical condition,
such as diabetes or a food allergy: bring it in with you, there is no need to ask.</p>

<h2>Private hire</h2>
<p>Hire a whole screen for a birthday, a company event or a games night on a big screen, on weekday mornings or after
the last film of the evening. The price depends on the screen and the time of day: e-mail events@regalellesford.example
and we will send you a quote.</p>

<h2>Refunds and exchanges</h2>
<p>We refund or exchange tickets up to 2 hours before the film starts. After that, we can only exchange them for
another film within 7 days.</p>
</main>
<footer>The Regal Picturehouse &middot; 4 Market Hill, Ellesford EL2 5RW &middot; box office 01632 969 031</footer>
</body>
</html>
"""

COURSEWORK_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
COURSEWORK_PARAGRAPHS = [
    ("Northfleet University: coursework deadlines, extensions and late penalties 2027-28", "Title"),
    (
        "These rules apply to every taught module, undergraduate and postgraduate, from 20 September 2027. Your "
        "module handbook gives the deadline of each piece of coursework; every deadline is at 14:00 UK time.",
        None,
    ),
    ("Handing in", "Heading1"),
    (
        "Hand in every piece of coursework on Moodle, as one PDF or Word file unless your module handbook says "
        "otherwise. The receipt Moodle e-mails to you is your proof that you handed it in: keep it. You can hand in "
        "again as often as you like before the deadline; we mark the last version.",
        None,
    ),
    ("Late penalties", "Heading1"),
    ("Work handed in after the deadline without an agreed extension loses marks as follows:", None),
    None,  # the penalty table
    ("A piece of work that fails only because of a late penalty can be handed in again at the resit.", None),
    ("Extensions", "Heading1"),
    (
        "If illness or something else outside your control stops you from meeting a deadline, ask for an extension "
        "of up to 10 working days with the Extensions form on the student portal. You must ask before the deadline: "
        "we do not grant extensions once the deadline has passed. The one exception is a student who was taken into "
        "hospital, or who suffered a bereavement, in the 48 hours before the deadline: they can ask up to 5 working "
        "days after it, with evidence.",
        None,
    ),
    (
        "Computer problems, such as a broken laptop or a file that will not upload, are not grounds for an "
        "extension: keep a backup of your work and hand in early.",
        None,
    ),
    ("Longer problems", "Heading1"),
    (
        "If your problems last longer than an extension can cover, apply for mitigating circumstances instead. The "
        "panel meets after each assessment period and can let you sit or hand in the work again as if for the first "
        "time.",
        None,
    ),
    ("Marks and feedback", "Heading1"),
    (
        "Marked work and feedback are returned within 15 working days of the deadline. Marks are provisional until "
        "the exam board has met.",
        None,
    ),
    ("Questions", "Heading1"),
    ("Ask your programme's Student Hub: studenthub@northfleet.example, 01632 970 255.", None),
]
COURSEWORK_PENALTIES = [
    ["Handed in", "Penalty"],
    ["Up to 24 hours late", "5 marks taken off"],
    ["More than 24 hours and up to 48 hours late", "10 marks taken off"],
    ["More than 48 hours and up to 5 working days late", "Mark capped at the pass mark, 40 for undergraduate modules"],
    ["More than 5 working days late", "A mark of 0"],
]
COURSEWORK_FOOTNOTES = [
    "On Master's (level 7) modules the pass mark is 50, so work handed in more than 48 hours and up to 5 working days "
    "late is capped at 50.",
    "Students with a Study Support Plan may be given extra time for timed online assessments; ask the Disability and "
    "Wellbeing team.",
]

CAR_HIRE = {
    "Cars 2027": [
        [
            "Group",
            "Example model",
            "Seats",
            "1 to 2 days, per day",
            "3 to 6 days, per day",
            "7 days or more, per day",
            "Deposit held on your card",
        ],
        ["A Small", "Toyota Aygo X or similar", "4", "£38", "£34", "£29", "£250"],
        ["B Medium", "Ford Focus or similar", "5", "£46", "£41", "£35", "£300"],
        ["C Estate", "Skoda Octavia Estate or similar", "5", "£54", "£48", "£42", "£300"],
        ["D Seven seats", "Ford Galaxy or similar", "7", "£72", "£65", "£57", "£500"],
        ["E Automatic", "Toyota Corolla automatic or similar", "5", "£58", "£52", "£45", "£400"],
        ["F Electric", "Kia Niro EV or similar", "5", "£62", "£56", "£49", "£400"],
        [],
        [
            "Prices include VAT, unlimited mileage and insurance with an excess of £1,200. A day is 24 hours from the "
            "time you collect the car."
        ],
        [
            "Drivers must be 23 to 75 and have held a full licence for two years. Drivers aged 23 or 24 pay a young "
            "driver charge of £12 a day."
        ],
        [
            "One-way hires: cars in groups A to D can be returned to our Truro or Exeter branch instead of Redruth. "
            "The one-way fee depends on the distance and is quoted when you book."
        ],
    ],
    "Vans 2027": [
        ["Van", "Load length", "1 to 2 days, per day", "3 to 6 days, per day", "7 days or more, per day", "Deposit"],
        ["Small van, Ford Transit Connect", "1.8 m", "£55", "£49", "£43", "£400"],
        ["Medium van, Ford Transit Custom", "2.6 m", "£69", "£62", "£55", "£500"],
        ["Large van, Ford Transit long wheelbase", "3.5 m", "£84", "£76", "£68", "£600"],
        ["Luton van with tail lift", "4.0 m", "£99", "£89", "£80", "£750"],
        [],
        ["Vans can be driven on a car licence. Vans are returned with a full tank and swept out, or we charge £25."],
    ],
    "Extras": [
        ["Extra", "Price", "Notes"],
        ["Additional driver", "£9 a day", "At most £90 a hire"],
        ["Child seat or booster", "£8 a day", "At most £60 a hire; fitted for you"],
        ["Excess cover", "£15 a day", "Brings the excess down to £0"],
        ["Sat nav", "£7 a day", "Most cars have Apple CarPlay and Android Auto"],
        ["Roof box", "£10 a day", "Groups B to D only"],
        [],
        ["Tarrant Car and Van Hire, Station Yard, Redruth TR15 2AB. Open Monday to Saturday, 8am to 6pm."],
        ["Bookings: 01632 971 400, bookings@tarranthire.example"],
    ],
}

OPTIONS_DECK = [
    {
        "title": "Year 9 Options Evening 2027",
        "body": [
            "Thursday 21 January 2027, 6pm, in the main hall",
            "Mr Daniel Frome, Deputy Head (Curriculum)",
        ],
    },
    {
        "title": "How options work",
        "body": [
            "Everyone takes English Language, English Literature, Maths and Combined Science, with core PE and RE",
            "Choose one subject from each of blocks A, B and C, and one reserve subject",
            "We run a subject when at least 12 students choose it",
        ],
    },
    {
        "title": "The option blocks",
        "table": [
            ["Block A", "Block B", "Block C"],
            ["French", "History", "Computer Science"],
            ["Spanish", "Geography", "Art and Design"],
            ["Triple Science", "Business", "Music"],
            ["Geography", "Food and Nutrition", "Drama"],
        ],
        "notes": [
            "Every year a few students want to take both French and Spanish. They are both in block A, but it can "
            "sometimes be arranged by taking the second language in an after-school group. Students who would like "
            "to do both should speak to Mrs Helen Lindgren, head of languages, before they hand in their form."
        ],
    },
    {
        "title": "Key dates",
        "body": [
            "Taster lessons: week beginning 25 January",
            "Options interviews with form tutors: 1 to 12 February",
            "Options form due: Friday 26 February 2027",
            "Confirmed choices sent home: by Friday 21 May 2027",
        ],
        "notes": [
            "Forms handed in after the deadline are looked at after everyone else's, so popular subjects may be full."
        ],
    },
    {
        "title": "Triple Science",
        "body": [
            "Three separate GCSEs: Biology, Chemistry and Physics",
            "Takes the place of a block A subject",
            "For students working at grade 6 or above in Science by the end of Year 9",
        ],
    },
    {
        "title": "Questions",
        "body": ["Mr Frome: options@fernleigh.example", "Or ask your child's form tutor at the options interview"],
    },
]

KITCHEN_EML = """Message-ID: <20270818110452.9921@corbelkitchens.example>
Date: Wed, 18 Aug 2027 11:04:52 +0100
From: Carl Corbel <carl@corbelkitchens.example>
To: Nadia Sorensen <nadia.sorensen@mailbox.example>
Subject: Re: Your new kitchen: fitting dates and price
In-Reply-To: <CAK7q2Nf@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Nadia,

Some bad news on the worktops, I'm afraid. The quartz supplier has pushed their delivery back a week, and we
don't start a kitchen until its worktops are here, so we'll now start fitting on Monday 13 September instead
of Monday 6 September. The job still takes 8 working days, and the price stays the same.

On your question: yes, we can add a double socket on the wall next to the fridge; the price is in my
confirmation below. I'll put it on the updated plan.

Sorry for the delay. I'll ring you on the Friday before we start to confirm what time we'll arrive.

Carl

On Mon, 16 Aug 2027 at 19:40, Nadia Sorensen <nadia.sorensen@mailbox.example> wrote:
> Hi Carl,
>
> Everything looks good, thank you. One more thing: could we have an extra double socket on the wall next to
> where the fridge goes?
>
> Nadia
>
> On Fri, 13 Aug 2027 at 16:22, Carl Corbel <carl@corbelkitchens.example> wrote:
>> Dear Nadia and Sam,
>>
>> Thank you for confirming your order. Here are the details of your new kitchen:
>>
>> Address:      27 Quarry Lane, Halverton
>> Fitting:      starts Monday 6 September 2027 at 8am, 8 working days
>> Price:        £11,460 including VAT, fitted, with the worktops and appliances
>> Deposit:      £3,000, received with thanks
>> Balance:      due on the day we finish
>>
>> Electrics: the two double sockets in the island are included. Extra double sockets are £85 each on a
>> wall, or £140 each in the island, as those need a new cable under the floor.
>>
>> Old kitchen: we take it out and take it away; the skip is on us.
>>
>> Water: we turn the water off on the first day from 8am to about 1pm, and again for an hour on the last
>> day to connect the sink and the dishwasher.
>>
>> Kind regards,
>> Carl Corbel
>> Corbel Kitchens, Unit 4, Tanners Yard, Halverton · 01632 968 514
"""

INSURANCE_PAGES = [
    [
        "Homestead Mutual Insurance Company",
        "Renters Insurance Policy Summary",
        "Policy number HM-RT-4471920. Policyholder: Jordan Whitfield",
        "Insured location: 2210 Birchwood Avenue, Apt 3B, Portland, OR 97214",
        "Policy period: July 1, 2027 to July 1, 2028, 12:01 a.m. local time at the insured location",
        "This summary lists your coverages, deductibles and limits. Your policy sets out the full terms.",
        "Section 1: Your coverages",
        "Coverage C, Personal property: $35,000",
        "Coverage D, Loss of use: $10,500",
        "Coverage E, Personal liability: $300,000 each occurrence",
        "Coverage F, Medical payments to others: $2,000 each person",
        "Loss of use pays the extra cost of living somewhere else, such as a hotel and meals, while your",
        "home cannot be lived in after a covered loss, up to the limit for Coverage D.",
        "Personal property is insured at replacement cost: we pay what it costs to buy a new item of like",
        "kind and quality, without taking off for age or wear.",
        "Section 2: Deductibles",
        "All covered losses to personal property: $500 each claim.",
        "No deductible applies to Coverage D, Coverage E or Coverage F.",
        "Section 3: Premium",
        "Annual premium: $186, paid monthly at $15.50 by automatic payment.",
    ],
    [
        "Section 4: Special limits on personal property",
        "The most we pay in any one loss for these kinds of property, within the limit for Coverage C:",
        "Money, bank notes, coins and gift cards: $200",
        "Jewelry, watches and furs, for loss by theft: $1,500",
        "Firearms and their accessories, for loss by theft: $2,500",
        "Silverware and goldware, for loss by theft: $2,500",
        "Bicycles, for loss by theft: $1,000 each bicycle",
        "Business property at the insured location: $2,500; away from it: $500",
        "Portable electronics away from the insured location: $3,000",
        "Property kept in a self-storage unit: 10 percent of the limit for Coverage C",
        "Scheduled property: jewelry and other valuables listed on a schedule are insured for their listed",
        "value, without these limits. Your policy has no scheduled items.",
        "Section 5: What is not covered",
        "Flood, surface water and water that seeps up through the ground; earthquake; damage done by your",
        "own pets; wear and tear; and property of roommates who are not named on the policy.",
        "Section 6: Making a claim",
        "Report theft to the police within 48 hours and keep the report number. Call us on 1-800-555-0147,",
        "any time, or start a claim in the Homestead app. Keep receipts for hotel and meal costs.",
    ],
]

HEATING_NOTICE_ZH = (
    "湄城市住房和城乡建设局关于做好2027—2028年度城市集中供暖工作的通知（湄建〔2027〕46号）。各供热企业、各有关单位、"
    "广大热用户：为保障我市今冬明春集中供暖工作顺利进行，现将有关事项通知如下。一、供暖时间：本年度供暖期为2027年"
    "11月15日至2028年3月15日。各供热企业应当在11月1日前完成管网注水和试压，确保按时供暖。二、室温标准：供暖期间，"
    "居民住宅卧室、起居室的室内温度不得低于18℃；学校、医院和养老机构不得低于20℃。三、热费标准：居民用户按建筑面积"
    "计费的，每平方米每个供暖期24元；安装了热计量表、按用热量计费的，基本热费每平方米9.6元，计量热费每千瓦时0.21元；"
    "非居民用户按建筑面积计费的，每平方米每个供暖期36元。四、缴费：热用户应当在2027年10月8日至11月10日缴纳热费，"
    "可以通过“湄城供热”微信公众号、银行代收或者供热企业营业厅缴纳；逾期未缴的，每日加收应缴热费千分之一的滞纳金。"
    "五、停供申请：因长期不在本市居住等原因不需要供暖的居民用户，应当在10月31日前向供热企业提出停供申请，停供期间按"
    "建筑面积每平方米7.2元缴纳基本热费；已申请停供的，本供暖期内不再恢复供暖。六、困难家庭：持有本市低保证或者特困"
    "供养证的家庭，热费按标准的50%缴纳，由户主持证件到供热企业营业厅办理。七、室温不达标的，热用户可以拨打供热服务"
    "热线0813-12319反映，供热企业应当在24小时内上门测温；经测温室温低于16℃的，按低温天数退还相应热费。湄城市住房"
    "和城乡建设局　2027年9月20日。补充通知（2027年10月29日）：据市气象台预报，11月上旬将有强冷空气影响我市，经市"
    "政府同意，本年度供暖开始时间由11月15日提前至11月8日，提前供暖期间不另收取热费，供暖结束时间和其他事项不变。"
    "特此通知。"
)

CLEANING_PRICES_ZH = """服务项目,规格,价格（元/台）,会员价（元/台）,上门服务时长（约）,说明
空调清洗,挂机（1.5匹及以下）,89,79,1小时,含外机简单清洁
空调清洗,挂机（2匹及以上）,109,99,1.5小时,含外机简单清洁
空调清洗,柜机,159,139,2小时,含外机简单清洁
空调清洗,中央空调（每个出风口）,129,109,1.5小时,
洗衣机清洗,波轮洗衣机,119,99,1.5小时,拆洗内桶
洗衣机清洗,滚筒洗衣机,149,129,2小时,拆洗内桶和门封
油烟机清洗,侧吸式油烟机,139,119,1.5小时,拆洗风轮和油网
油烟机清洗,顶吸式（欧式）油烟机,169,149,2小时,拆洗风轮和油网
冰箱清洗,单门或双门冰箱,99,89,1小时,清洗除味
冰箱清洗,对开门或多门冰箱,139,119,1.5小时,清洗除味
说明,,,,,会员价只适用于年卡会员；年卡每年99元，在“洁家到家”小程序办理
说明,,,,,同一地址一次清洗3台及以上的，每台再减10元
说明,,,,,清洗后7天内出现异味或者漏水的，免费上门返修
说明,,,,,服务时间每天8:00至20:00，请至少提前一天在小程序或者拨打400-818-6620预约
说明,,,,,服务范围为湄城市区；市区以外的地址另收远程上门费，按距离计算，由客服在预约时告知
"""

PARKING_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
PARKING_RULES = [
    ("锦绣花园小区机动车停放管理规定", "Title"),
    ("（锦绣花园业主委员会、湄城安居物业服务有限公司　2027年3月）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为规范锦绣花园小区机动车停放秩序，保障消防通道畅通和业主出行安全，根据《湄城市住宅小区停车管理办法》"
        "和本小区管理规约，制定本规定。",
        None,
    ),
    (
        "第二条　本规定适用于进入本小区的所有机动车。小区停车场由湄城安居物业服务有限公司（以下简称物业）负责管理。",
        None,
    ),
    ("第二章　车位和收费", "Heading1"),
    (
        "第三条　小区共有地面车位320个、地下车位580个，其中地下充电车位60个。车位优先出租给本小区业主，每户限租2个；"
        "仍有空余的，可以出租给本小区的租户。",
        None,
    ),
    ("第四条　车位租金按下表收取，按季度或者按年缴纳；按年缴纳的，少收一个月租金：", None),
    None,  # the rent table
    (
        "第五条　外来车辆进入小区，停放30分钟以内的免费；超过30分钟的，每小时收费5元，不足1小时按1小时计算，24小时内"
        "最多收费40元。",
        None,
    ),
    ("第六条　已租车位的车辆凭车牌识别进出。未租车位的业主车辆，按外来车辆收费。", None),
    ("第三章　停放规定", "Heading1"),
    ("第七条　车辆应当停放在划定的车位内，不得占用消防通道、绿地、人行道和他人已租的车位。", None),
    (
        "第八条　货车、工程车和大型客车一律不得进入小区。但是，业主搬家或者装修运送材料的货车，经物业登记后可以进入"
        "小区，在物业指定的地点停放，每次不超过4小时。",
        None,
    ),
    ("第九条　电动自行车不得进入楼道和电梯，应当在小区电动自行车棚停放和充电。", None),
    ("第十条　车辆在小区内限速每小时10公里，夜间22:00至次日6:00禁止鸣笛。", None),
    ("第四章　附则", "Heading1"),
    ("第十一条　违反本规定的，物业应当劝阻；拒不改正的，物业可以限制其车辆进入小区。", None),
    ("第十二条　本规定自2027年4月1日起施行，由物业负责解释。物业服务中心电话：0813-6655 2100。", None),
]
PARKING_RENTS = [
    ["车位类型", "业主（元/月）", "租户（元/月）"],
    ["地面车位", "150", "200"],
    ["地下车位", "300", "350"],
    ["地下充电车位", "380", "430"],
]

POOL_NOTICE_ZH = (
    '<!DOCTYPE html>\n<html lang="zh-CN">\n<head>\n<meta charset="utf-8">\n'
    "<title>湄城市体育中心游泳馆2027年暑期开放公告</title>\n</head>\n<body>\n"
    '<nav><a href="/">湄城市体育中心</a> &gt; <a href="/notice">通知公告</a> &gt; 正文</nav>\n<main>\n'
    "<h1>湄城市体育中心游泳馆2027年暑期开放公告</h1>\n"
    "<p>发布时间：2027年6月25日</p>\n"
    "<p>为方便广大市民和学生暑期健身，体育中心游泳馆暑期开放时间为2027年7月5日至8月31日。每周一上午闭馆换水和清洁，"
    "其余时间按下表场次开放。</p>\n"
    "<h2>一、场次和票价</h2>\n<table>\n"
    "<thead><tr><th>场次</th><th>时间</th><th>成人票（元/场）</th><th>学生票（元/场）</th><th>每场限额（人）</th></tr>"
    "</thead>\n<tbody>\n"
    "<tr><td>早场</td><td>06:30—08:30</td><td>25</td><td>15</td><td>150</td></tr>\n"
    "<tr><td>上午场</td><td>09:00—11:30</td><td>30</td><td>20</td><td>300</td></tr>\n"
    "<tr><td>下午场</td><td>14:00—17:00</td><td>35</td><td>25</td><td>400</td></tr>\n"
    "<tr><td>晚场</td><td>18:30—21:00</td><td>35</td><td>20</td><td>300</td></tr>\n"
    "</tbody>\n</table>\n"
    "<p>学生票凭学生证购买，限全日制在校学生。成人月卡500元，学生月卡300元，30天内不限次数。</p>\n"
    "<h2>二、入场须知</h2>\n<ol>\n"
    "<li>身高1.2米以下的儿童须由成年人陪同入场，一名成年人最多带两名儿童。</li>\n"
    "<li>入场须穿泳衣、戴泳帽，并在淋浴区冲洗后再下水。</li>\n"
    "<li>深水区水深1.8至2.2米，须持深水合格证进入，未持证的不得进入深水区。唯一的例外是本馆暑期游泳培训班的学员，"
    "可以在教练带领下进入深水区练习。</li>\n"
    "<li>深水合格证考核每天10:00和15:00在深水区进行，现场报名，须连续游满200米并踩水1分钟。</li>\n"
    "<li>患有心脏病、高血压、癫痫等疾病的人员，请勿下水。</li>\n"
    "</ol>\n"
    "<h2>三、暑期游泳培训班</h2>\n"
    "<p>培训班每期12次课，分初级班和提高班，报名时间和费用见体育中心微信公众号的培训通知。</p>\n"
    "<p>咨询电话：0813-6288 1500（9:00至17:00）</p>\n"
    "</main>\n<footer>湄城市体育中心　湄城市滨江大道1号</footer>\n</body>\n</html>\n"
)

CAT_BOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　疫苗和驱虫",
        "<h1>第三章　疫苗和驱虫</h1>"
        "<p>小猫抱回家以后，先让它在新环境里适应一到两周，确认吃喝拉撒都正常，再带去宠物医院打疫苗。</p>"
        "<h2>一、疫苗</h2>"
        "<p>猫三联疫苗预防猫瘟、猫鼻支和猫杯状病毒感染。小猫满8周龄打第一针，之后每隔3到4周打一针，一共打三针。狂犬"
        "疫苗在满12周龄以后打，可以和最后一针猫三联同一天打。成年以后，猫三联每1到3年加强一次，狂犬疫苗每年打一次。"
        "</p>"
        "<p>打疫苗前后一周内不要给猫洗澡，也不要换粮。打完疫苗当天猫没有精神、不爱吃东西是常见的反应，一般一两天就会"
        "好转。</p>"
        "<h2>二、驱虫</h2>"
        "<p>体内驱虫从小猫满6周龄开始，每个月一次，直到6月龄；6月龄以后每3个月一次。体外驱虫每个月一次。不出门的猫"
        "也要驱虫，因为人可能从外面把虫卵带回家。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　喂食",
        "<h1>第五章　喂食</h1>"
        "<p>小猫的胃很小，要少吃多餐。2到4月龄的小猫每天喂4次，4到6月龄每天喂3次，6月龄以后每天喂2次，定时定量。"
        "</p>"
        "<h2>一、选猫粮</h2>"
        "<p>12月龄以前吃幼猫粮，12月龄以后慢慢换成成猫粮。换粮要用7天左右：新粮从四分之一开始，每两天多加一些，换得"
        "太快容易拉肚子。</p>"
        "<h2>二、喝水</h2>"
        "<p>猫天生不爱喝水。可以在家里多放几个水碗，或者用流动的饮水机；每天的饮水量大约是每公斤体重40到60毫升。</p>"
        "<h2>三、不能吃的东西</h2>"
        "<p>巧克力、葡萄、洋葱、大蒜和百合对猫有毒，不要让猫接触。牛奶里的乳糖会让很多猫拉肚子，不要用牛奶代替水。</p>",
    ),
]

FRESH14_DOCS: dict[str, str | bytes] = {
    "loom-yard-coworking/members-guide-2027.md": COWORKING_GUIDE,
    "regal-picturehouse-ellesford/tickets-and-prices.html": CINEMA_PRICES,
    "northfleet-university/coursework-deadlines-extensions-and-late-penalties-2027-28.docx": of.steady(
        of.docx(
            "".join(of.w_table(COURSEWORK_PENALTIES) if p is None else of.w_p(*p) for p in COURSEWORK_PARAGRAPHS),
            COURSEWORK_STYLES,
            footnotes=COURSEWORK_FOOTNOTES,
        )
    ),
    "tarrant-car-and-van-hire/rates-2027.xlsx": of.steady(of.xlsx(CAR_HIRE)),
    "fernleigh-academy/year-9-options-evening-2027.pptx": of.steady(of.pptx(OPTIONS_DECK)),
    "corbel-kitchens/re-your-new-kitchen-fitting-dates.eml": KITCHEN_EML,
    "homestead-mutual/renters-policy-summary-2027-28.pdf": make_pdf(INSURANCE_PAGES),
    "湄城市2027-2028年度城市集中供暖工作通知.txt": HEATING_NOTICE_ZH,
    "洁家到家2027年家电清洗服务价目表.csv": CLEANING_PRICES_ZH,
    "锦绣花园小区机动车停放管理规定.docx": of.w_document(PARKING_RULES, [PARKING_RENTS], PARKING_STYLES),
    "湄城市体育中心游泳馆2027年暑期开放公告.html": POOL_NOTICE_ZH,
    "新手养猫指南.epub": of.steady(of.epub(CAT_BOOK_ZH, title="新手养猫指南")),
}
