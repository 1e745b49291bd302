"""The documents of the answer evaluation's `fresh20` set (questions in tests/docs/answer_fresh20.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Bowling clubs,
register offices, accountants, marquee hire firms, joiners, pension providers, electricians, councils, cities,
tailors, logistics companies, science museums, books and people are made up.

- A bowling club's constitution and club rules in Markdown: classes of membership with their subscriptions and
  joining fees side by side, general meetings with their notice and quorum beside the committee's, and a vote only
  for full playing members with one exception for life members (`ferncombe-bowling-club/constitution-and-rules-2028.md`).
- A county register office's page of ceremony and certificate fees in HTML: ceremonies by room and by day of the
  week in a table of look-alike rows and columns, certificates on the day, later and by priority, giving notice, and
  no confetti with one exception for dried flower petals on the front steps
  (`calderholt-register-office/ceremonies-and-certificates-2028-29.html`).
- An accountant's fees and terms for sole traders (.docx, built in code, with footnotes): yearly fees for accounts and
  the tax return by turnover band with records kept in the firm's spreadsheet and records as a bag of receipts side by
  side, other services by the quarter and by the month, limited company accounts only quoted separately, and the late
  work fee only in a footnote (`moorcroft-and-tey-accountants/sole-trader-fees-and-terms-2028.docx`).
- A marquee hire firm's prices (.xlsx, built in code, three sheets): twelve marquees and tents by size with seated
  and standing guests and prices to put up yourself and put up by the firm side by side, delivery by zone, and extras
  with a generator priced only on request (`fenwold-marquees/hire-prices-2028.xlsx`).
- A joinery firm's staff briefing deck on its workplace pension (.pptx, built in code): who is enrolled, what the
  employee and the firm pay on the Standard and Plus plans and for apprentices in a table, salary sacrifice; how to opt
  out, through the provider and not payroll, only in the speaker notes
  (`kersey-and-daughters-joinery/workplace-pension-briefing-2028.pptx`).
- An electrician's e-mail (.eml) whose reply on top raises the price of the consumer unit, over the customer's
  question and the original quote quoted below it, which alone holds the price of an outdoor socket
  (`pennick-electrical/re-quote-for-rewiring-and-ev-charger.eml`).
- A council's parking penalty charge notice as a PDF: the penalty, the reduced charge and its date, the higher level
  charges in look-alike lines, the charge certificate's increase, paying and challenging
  (`hollinbury-borough-council/penalty-charge-notice-HB40719335.pdf`).
- A Chinese city's notice on applying for public rental housing (公共租赁住房申请受理公告) as one long line: the flats,
  who may apply, rents per square metre for three kinds of applicant in look-alike clauses, dates, how to apply, and a
  supplement at the end that extends the closing date (`澄州市2028年度公共租赁住房申请受理公告.txt`).
- A Chinese tailor's alterations price list (.csv): fourteen alterations with normal and rush prices and days until
  collection side by side, zips for trousers, coats and down jackets in look-alike rows; made-to-measure suits and
  qipao priced only after measuring (`巧手改衣坊价目表.csv`).
- A Chinese logistics company's rules for funding staff training and degrees (外部培训与学历提升资助管理办法, .docx
  built in code) in chapters of numbered articles (第X条): a table of shares and yearly caps by kind of training,
  service periods by amount, and no funding for staff on probation with one exception for training the company sends
  them on (`远帆物流员工外部培训与学历提升资助管理办法.docx`).
- A Chinese science museum's visiting rules and prices (.odt, built in code): tickets for the halls, the dome cinema
  and both, for adults, students and children by weekday and weekend in a table of look-alike rows and columns, free
  entry, and no eating in the halls with one exception for babies' milk and food (`溪城科技馆参观须知和票价.odt`).
- Two chapters of a Chinese beginner's book on road cycling as an e-book (.epub built in code): tyre pressures by tyre
  width and rider's weight, and chain care with wear limits by number of gears (`公路车骑行入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

BOWLS_RULES = """# Ferncombe Bowling Club: constitution and club rules

Adopted at the annual general meeting of 14 November 2027, in force from 1 January 2028. Ferncombe Bowling Club,
The Green, Station Road, Ferncombe, Pellbridge PB7 3QE · secretary@ferncombebowls.example

## 1. Name and objects

The club is called Ferncombe Bowling Club. Its objects are to play and promote flat green bowls in Ferncombe and
the villages around it, to keep the green and the clubhouse, and to welcome players of every age and ability.

## 2. The season

The outdoor season runs from the last Saturday in April to the last Sunday in September. The green is open every
day from 10am to dusk, except when it is booked for a league or county match; the fixture list is on the board in the
clubhouse. In the winter the club plays short mat bowls in the clubhouse on Tuesday and Friday evenings.

## 3. Membership

3.1 Anyone may apply to join by filling in the form in the clubhouse or on our website. The committee decides on
each application at its next meeting.

3.2 The classes of membership, their subscriptions for 2028 and their joining fees are:

| Class | Who it is for | Subscription for 2028 | Joining fee |
|---|---|---|---|
| Full playing | Aged 18 or over | £145 | £20 |
| Student playing | Aged 18 to 24 and in full-time education | £60 | None |
| Junior playing | Under 18 on 1 January | £25 | None |
| Country playing | Living more than 25 miles away; up to 8 games a season | £70 | £20 |
| Social | Not playing: the clubhouse, the bar and social events | £30 | None |
| Life | Elected by a general meeting for long service to the club | None | None |

3.3 Subscriptions are due on 1 January and must be paid by 31 March. A member who has not paid by then may not play
until they have. Members who join after 1 August pay half the subscription for that year.

3.4 Only full playing members may vote at general meetings or stand for election to the committee. The one
exception is life members, who keep the vote they had as full playing members. Student, junior, country and social
members may come to general meetings and speak, but may not vote.

3.5 The committee may suspend or end the membership of anyone who brings the club into disrepute, after giving them
the chance to be heard.

## 4. General meetings

4.1 The annual general meeting is held in November. The secretary gives members at least 21 days' notice of it in
writing, with the agenda and any proposals to change the subscriptions or these rules.

4.2 A special general meeting may be called by the committee, or by 12 members entitled to vote writing to the
secretary; it is held within 28 days and members are given at least 14 days' notice of it.

4.3 The quorum of a general meeting is 20 members entitled to vote. Decisions are by a simple majority of those
voting, except changes to this constitution, which need two thirds of those voting.

## 5. The committee

5.1 The committee runs the club. It is made up of the president, the secretary, the treasurer, the captain, the
green keeper's representative and four other members, nine in all, elected at the annual general meeting for two
years.

5.2 The committee meets at least once a month during the season. The quorum of a committee meeting is 5 of its
members.

## 6. Visitors and dress

Visitors may play when the green is not booked, for a green fee of £8 a session, or £5 when they play with a
member. Flat-soled bowls shoes must be worn on the green at all times; trainers and heeled shoes damage the turf.
White or club colours are worn for matches; anything neat will do for roll-ups.

## 7. Money

The club's year ends on 30 September. The treasurer keeps the accounts, which are checked by an independent examiner
and presented at the annual general meeting. The club may not borrow more than £2,000 without the approval of a
general meeting.

## 8. Dissolution

The club can only be wound up by a special general meeting called for that purpose, by two thirds of those voting.
Anything left after the debts are paid goes to another bowls club or to a sports charity in the Pellbridge area.
"""

REGISTER_OFFICE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Ceremonies and certificates: fees 2028-29 | Calderholt Register Office</title>
</head>
<body>
<nav><a href="/">Calderholt County Council</a> &rsaquo; <a href="/registrars">Registrars</a> &rsaquo; Fees</nav>
<main>
<h1>Ceremonies and certificates: our fees for 2028-29</h1>
<p>Calderholt Register Office, The Old Court House, 2 Castle Hill, Calderholt CH1 4RA. Telephone 01632 964 120.
These fees apply to ceremonies held and certificates ordered from 1 April 2028 to 31 March 2029.</p>

<h2>Giving notice</h2>
<p>Before a marriage or civil partnership, each of you must give notice in person at a register office at least 29
days before the ceremony. Giving notice costs &pound;42 for each person, or &pound;56 for each person if either of
you is subject to immigration control. Book a notice appointment online.</p>

<h2>Ceremonies</h2>
<p>The fee for a ceremony includes the registrars' attendance and the registration. Book online up to 18 months
ahead; a deposit of &pound;50 is taken when you book and is not refunded if you cancel.</p>
<table>
<thead><tr><th>Ceremony</th><th>Monday to Thursday</th><th>Friday</th><th>Saturday</th><th>Sunday and bank
holidays</th></tr></thead>
<tbody>
<tr><td>Statutory ceremony in the Office Room, 2 guests only</td><td>&pound;57</td><td>&pound;57</td><td>Not
available</td><td>Not available</td></tr>
<tr><td>Ceremony in the Lantern Room, up to 12 guests</td><td>&pound;150</td><td>&pound;195</td><td>&pound;240</td>
<td>Not available</td></tr>
<tr><td>Ceremony in the Old Court Room, up to 60 guests</td><td>&pound;320</td><td>&pound;380</td><td>&pound;450</td>
<td>&pound;520</td></tr>
<tr><td>Ceremony at an approved venue in Calderholt</td><td>&pound;480</td><td>&pound;540</td><td>&pound;620</td>
<td>&pound;690</td></tr>
<tr><td>Renewal of vows or naming ceremony in the Old Court Room</td><td>&pound;180</td><td>&pound;210</td>
<td>&pound;260</td><td>&pound;300</td></tr>
</tbody>
</table>
<p>Statutory ceremonies are held on Tuesday and Thursday mornings only. Ceremonies on a Sunday or bank holiday are
held between 11am and 3pm.</p>

<h2>Certificates</h2>
<table>
<thead><tr><th>Certificate</th><th>Fee</th></tr></thead>
<tbody>
<tr><td>Marriage or civil partnership certificate, ordered at the ceremony</td><td>&pound;12.50</td></tr>
<tr><td>Birth or death certificate, ordered at the registration</td><td>&pound;12.50</td></tr>
<tr><td>Any certificate ordered later, standard service, posted within 15 working days</td>
<td>&pound;12.50</td></tr>
<tr><td>Any certificate ordered later, priority service, posted the next working day</td><td>&pound;38.50</td></tr>
</tbody>
</table>

<h2>On the day</h2>
<p>Please arrive 20 minutes before your ceremony: the registrars see the two of you on your own first. You need two
witnesses aged 18 or over. Photographs and video are welcome during the ceremony except while the register is being
signed.</p>
<p>Confetti, rice and glitter are not allowed anywhere in or outside the building, because the Old Court House is a
listed building and the steps become slippery. The one exception is real dried flower petals, which your guests may
throw on the front steps after the ceremony, but not inside.</p>
<p>There is no car park at the Old Court House. The nearest is Castle Hill car park, a three-minute walk away, which
is free on Sundays.</p>

<h2>Contact us</h2>
<p>Email registrars@calderholt.example or ring 01632 964 120, Monday to Friday, 9am to 4:30pm.</p>
</main>
<footer>Calderholt County Council. Superintendent registrar: Imogen Prothero.</footer>
</body>
</html>
"""

ACCOUNTS_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
ACCOUNTS_PARAGRAPHS = [
    ("Moorcroft & Tey Accountants: fees and terms for sole traders 2028", "Title"),
    (
        "Moorcroft & Tey Chartered Accountants, 41 Brook Street, Pellbridge PB1 2DJ. This schedule sets out what we do "
        "for self-employed people and what it costs. It forms part of our engagement letter and applies to work for "
        "the tax year 2027-28 onwards.",
        None,
    ),
    ("What we do for you", "Heading1"),
    (
        "Each year we prepare your business accounts from your records, work out your taxable profit, complete and file "
        "your self-assessment tax return, and tell you what tax and National Insurance to pay and when. We deal with "
        "HM Revenue and Customs for you if they have questions about the return.",
        None,
    ),
    ("Yearly fees for accounts and the tax return", "Heading1"),
    (
        "Our yearly fee depends on your turnover, the money your business takes before expenses, and on how you keep "
        "your records: in the bookkeeping spreadsheet we give you, or as receipts and bank statements that we sort "
        "ourselves. All our fees are plus VAT at 20%.",
        None,
    ),
    None,  # the yearly fee table
    ("Other services", "Heading1"),
    None,  # other services
    ("Your records", "Heading1"),
    (
        "Please send us your records for the tax year ended 5 April as soon as you can after that date, and by 31 "
        "October at the latest. We will send you the return to approve at least two weeks before HMRC's deadline of "
        "31 January.",
        None,
    ),
    ("Paying us", "Heading1"),
    (
        "We send our invoice when we send you the return to approve, and ask you to pay it within 14 days. You can "
        "spread the yearly fee over 12 monthly payments by direct debit at no extra cost.",
        None,
    ),
    ("Limited companies", "Heading1"),
    (
        "If you run your business as a limited company, or are thinking of turning it into one, we also prepare company "
        "accounts and the corporation tax return. That work is quoted separately after we see your records.",
        None,
    ),
    ("Ending our engagement", "Heading1"),
    (
        "Either of us can end this engagement by writing to the other. We charge for work done up to that date, and "
        "hand your records and our working papers to your new accountant when you ask us to.",
        None,
    ),
    ("Complaints", "Heading1"),
    (
        "Please write to our senior partner, Rosalind Tey, at the address above. We reply within 10 working days. If "
        "you are still not satisfied, you can complain to the Institute of Chartered Accountants in England and Wales.",
        None,
    ),
]
ACCOUNTS_FEES = [
    ["Yearly turnover", "Records kept in our spreadsheet, plus VAT", "Receipts and bank statements only, plus VAT"],
    ["Up to £30,000", "£280", "£380"],
    ["£30,001 to £60,000", "£360", "£480"],
    ["£60,001 to £90,000", "£420", "£560"],
    ["£90,001 to £150,000", "£540", "£720"],
]
ACCOUNTS_OTHER = [
    ["Service", "Fee, plus VAT"],
    ["Quarterly VAT return", "£95 a quarter"],
    ["Making Tax Digital quarterly update", "£45 a quarter"],
    ["Registering you for VAT", "£75"],
    ["Payroll for up to 3 employees", "£40 a month"],
    ["Income letter for a mortgage lender", "£60"],
]
ACCOUNTS_FOOTNOTES = [
    "Records we receive after 31 October for the tax year ended the previous 5 April carry a late work fee of £75 on "
    "top of the yearly fee, because we then have to prepare your return in our busiest weeks.",
    "If your turnover is over £150,000 we agree a fee with you before we start.",
]

MARQUEE_PRICES = {
    "Marquees 2028": [
        ["Marquee", "Seated guests", "Standing guests", "You put it up", "We put it up"],
        ["Pop-up gazebo, 3 x 3 m", "6", "10", "£45", "£95"],
        ["Pop-up gazebo, 3 x 6 m", "12", "20", "£70", "£130"],
        ["Party tent, 4 x 6 m", "20", "30", "£120", "£210"],
        ["Party tent, 4 x 8 m", "28", "40", "£150", "£250"],
        ["Frame marquee, 6 x 6 m", "30", "50", "Not available", "£420"],
        ["Frame marquee, 6 x 9 m", "45", "70", "Not available", "£540"],
        ["Frame marquee, 6 x 12 m", "60", "100", "Not available", "£660"],
        ["Frame marquee, 9 x 9 m", "70", "110", "Not available", "£720"],
        ["Frame marquee, 9 x 12 m", "90", "150", "Not available", "£860"],
        ["Frame marquee, 9 x 15 m", "110", "180", "Not available", "£990"],
        ["Frame marquee, 12 x 18 m", "170", "280", "Not available", "£1,380"],
        ["Stretch tent, 10 x 15 m", "100", "160", "Not available", "£1,150"],
        [],
        ["Prices are for a weekend hire, Friday to Monday, and include VAT. Hire for up to 3 weekdays costs the same."],
        ["Delivery and collection are charged by distance from our yard in Ashcott: see the Delivery sheet."],
        ["We need a flat area of grass or hard standing 1 metre bigger than the marquee on every side."],
        ["A deposit of 25% secures your date; the rest is due 14 days before delivery."],
    ],
    "Delivery": [
        ["Zone", "Distance from our yard in Ashcott", "Delivery and collection"],
        ["Zone A", "Up to 10 miles", "Free"],
        ["Zone B", "10 to 25 miles", "£40"],
        ["Zone C", "25 to 40 miles", "£75"],
        ["Zone D", "40 to 60 miles", "£120"],
        [],
        ["We deliver on Thursday or Friday and collect on Monday or Tuesday."],
        ["Tell us about narrow lanes, gates or steep fields when you book."],
    ],
    "Extras": [
        ["Item", "Price each", "Notes"],
        ["Folding chair, white", "£2.50", "Delivered stacked."],
        ["Chiavari chair with seat pad", "£5.50", "Gold or silver."],
        ["Trestle table, 6 ft", "£8", "Seats 6."],
        ["Round table, 5 ft", "£10", "Seats 8."],
        ["Patio heater, gas included", "£45", "For frame marquees only."],
        ["Fairy light canopy", "£60", "For marquees up to 9 x 9 m."],
        ["Coir matting floor", "£3 a square metre", "Laid by our crew."],
        ["Dance floor, 4 x 4 m", "£180", "Laid by our crew."],
        ["Generator for lights and heaters", "On request", "Tell us what you will run from it."],
        [],
        ["Fenwold Marquees, Manor Farm Yard, Ashcott, Pellbridge PB9 5TW. Telephone 01632 969 402."],
    ],
}

PENSION_DECK = [
    {
        "title": "Your workplace pension",
        "body": [
            "Kersey & Daughters Joinery",
            "Staff briefing, Thursday 6 April 2028, the workshop canteen",
        ],
    },
    {
        "title": "Who is enrolled",
        "body": [
            "Everyone aged 22 to State Pension age who earns over £10,000 a year is enrolled after 3 months with us",
            "Younger or lower-paid staff can ask to join and get the same from us",
            "The scheme is run by Harbourline Pensions; you get a login to their app",
        ],
    },
    {
        "title": "What goes in each month",
        "table": [
            ["Plan", "You pay", "We pay", "Total"],
            ["Standard", "5%", "3%", "8%"],
            ["Plus", "6%", "6%", "12%"],
            ["Apprentices", "4%", "4%", "8%"],
        ],
        "body": [
            "Percentages of your qualifying earnings, taken from your pay each month",
            "You can move from Standard to Plus, or back, once a year in April",
        ],
    },
    {
        "title": "Salary sacrifice",
        "body": [
            "Your share is paid by salary sacrifice, so you pay less National Insurance",
            "Your payslip shows a lower salary and a bigger pension payment",
            "Not for anyone whose pay would fall below the National Minimum Wage",
        ],
    },
    {
        "title": "Opting out",
        "body": [
            "You can opt out within one month of being enrolled and get back what you have paid",
            "After that you can stop paying in at any time, but what is in your pot stays there",
            "We re-enrol everyone who has opted out every three years",
        ],
        "notes": [
            "Opting out can only be done through Harbourline Pensions, not through us: ring Harbourline on "
            "0300 555 0193 or use the opt-out form in their app. Payroll can't take anyone out of the scheme and "
            "can't give you the form. If you want to talk it over first, Megan Kersey will explain what you'd lose, "
            "but the opt-out itself has to go to Harbourline."
        ],
    },
    {
        "title": "Questions",
        "body": [
            "Megan Kersey, office manager: extension 214",
            "Harbourline's member helpline: 0300 555 0190, 8am to 6pm on weekdays",
        ],
    },
]

ELECTRICIAN_EML = """Message-ID: <20280112091530.4410@pennickelectrical.example>
Date: Wed, 12 Jan 2028 09:15:30 +0000
From: Dan Pennick <dan@pennickelectrical.example>
To: Sophie Marsh <sophie.marsh@mailbox.example>
Subject: Re: Quote for rewiring and EV charger
In-Reply-To: <P7xk2Lm@mailbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Sophie,

Thanks for going ahead. One change, I'm afraid: the maker of the consumer units put its prices up on 1 January, so
the new consumer unit with surge protection is now £685, not £620 as in my quote. Everything else in the quote
stays the same, and we still start on Monday 7 February.

On the outside socket for the pressure washer: yes, it's the outdoor double socket in the quote below, on the back
wall by the patio door.

Please clear the loft hatch and the cupboard under the stairs before we arrive.

Thanks,
Dan

On Mon, 10 Jan 2028 at 20:41, Sophie Marsh <sophie.marsh@mailbox.example> wrote:
> Hi Dan,
>
> We'd like to go ahead with everything in your quote. Could you also put a socket outside at the back for the
> pressure washer?
>
> Sophie
>
> On Thu, 6 Jan 2028 at 16:02, Dan Pennick <dan@pennickelectrical.example> wrote:
>> Dear Sophie,
>>
>> Thank you for showing me round 14 Orchard Rise. Here is our quote:
>>
>> Full rewire, 3-bedroom semi, including making good the plaster (not decorating)     £5,400
>> New consumer unit with surge protection                                            £620
>> 7kW EV charger on the drive, supplied and fitted                                   £995
>> Outdoor double socket, weatherproof, on the back wall                              £145
>> Mains-wired linked smoke and heat alarms, 4 of them                                £360
>> Electrical installation certificate                                                included
>>
>> All prices include VAT. We can start on Monday 7 February; the rewire takes about six working days, and
>> you will be without power for most of each day.
>>
>> We ask for 25% when you accept the quote and the rest when the job is finished. Our work is guaranteed for
>> 6 years.
>>
>> Kind regards,
>> Dan Pennick
>> Pennick Electrical, Pellbridge · 01632 962 884 · NICEIC approved contractor
"""

PCN_PAGES = [
    [
        "Hollinbury Borough Council",
        "Penalty Charge Notice HB40719335",
        "Issued under the Traffic Management Act 2004",
        "Date of this notice: 3 March 2028, 10:42",
        "Vehicle registration: KX19 TVM. Make: Vauxhall. Colour: blue",
        "Location: Chapel Lane car park, Hollinbury",
        "Contravention code 83: parked in a car park without clearly displaying a valid pay and display ticket",
        "This is a lower level contravention.",
        "Penalty charge: GBP 50",
        "Reduced charge: GBP 25 if paid by 16 March 2028, within 14 days of the date of this notice",
        "Higher level contraventions carry a penalty charge of GBP 70, reduced to GBP 35 if paid within 14 days.",
        "Civil enforcement officer: CEO 2174",
    ],
    [
        "If you do not pay",
        "If the penalty charge is not paid within 28 days of the date of this notice, a Notice to Owner may be sent",
        "to the registered keeper of the vehicle.",
        "If the charge is still not paid, a charge certificate may be served, increasing the charge by half, to GBP 75.",
        "For higher level contraventions the charge certificate increases the charge to GBP 105.",
        "How to pay",
        "Online at hollinbury.example/pcn, or by phone on 0345 300 7720, quoting the notice number.",
        "How to challenge this notice",
        "You can write to us now at hollinbury.example/pcn or to Parking Services, PO Box 118, Hollinbury HB2 9WW.",
        "If we receive your challenge within 14 days and reject it, we will offer the reduced charge for 14 more days.",
        "Formal representations can be made only after a Notice to Owner is served; it tells you how.",
        "Do not pay if you want to challenge: paying closes the case.",
    ],
]

HOUSING_NOTICE_ZH = (
    "澄州市2028年度公共租赁住房申请受理公告。为解决城区中低收入住房困难家庭、新就业无房职工和外来务工人员的住房困难，"
    "根据《澄州市公共租赁住房管理办法》，现将2028年度公共租赁住房（以下简称公租房）申请受理有关事项公告如下。一、房源："
    "本批次公租房共860套，位于西城区青石苑和滨江新区安澜苑，户型为一室一厅（建筑面积约40平方米）和两室一厅（建筑面积约"
    "60平方米），均为简单装修，配有热水器和空调。二、申请条件：（一）城镇中低收入住房困难家庭：具有本市城区户籍满3年，"
    "家庭人均月收入低于3200元，在本市无自有住房或者人均住房建筑面积低于15平方米；（二）新就业无房职工：全日制大专以上"
    "学历，毕业未满5年，与本市用人单位签订1年以上劳动合同并连续缴纳社会保险满6个月，本人及配偶在本市无自有住房；（三）"
    "外来务工人员：在本市连续缴纳社会保险满2年，本人及配偶在本市无自有住房。三、租金标准：中低收入住房困难家庭每月每平方米"
    "8元；新就业无房职工每月每平方米15元；外来务工人员每月每平方米13元；租金按建筑面积计算，物业费和水电燃气费由承租人另行"
    "缴纳。四、配租标准：单身申请人配租一室一厅，两人及以上的家庭配租两室一厅。五、申请时间：2028年4月1日至2028年5月31日，"
    "逾期不再受理。六、申请方式：通过“澄州住房”小程序在线申请，或者到户籍所在地或工作单位所在地的街道便民服务中心现场申请，"
    "须提交身份证、户口簿或者居住证、收入证明、劳动合同和社会保险缴纳证明；审核通过的申请人参加摇号选房，摇号时间为2028年"
    "6月中旬。七、租期：租赁合同每次签订不超过3年，期满仍符合条件的可以申请续租。承租人不得转租、转借或者空置公租房，连续"
    "空置6个月以上的，收回住房。八、咨询电话：澄州市住房保障中心0817-2642 7300（工作日8:30至17:30）。澄州市住房保障中心　"
    "2028年3月20日。补充公告（2028年5月20日）：因申请人数较多，2028年度公租房申请受理截止时间由2028年5月31日延长至2028年"
    "6月30日；摇号时间相应推迟到2028年7月中旬，具体时间另行通知。其他事项不变。特此公告。"
)

TAILOR_PRICES_ZH = """项目,普通价格,加急价格,普通取件时间
裤子改裤长（普通裤）,18,28,2天
裤子改裤长（牛仔裤，保留原边）,25,40,3天
裤子改腰围,25,40,3天
裤子换拉链,20,30,2天
外套换拉链（60厘米以内）,35,55,3天
外套换拉链（60厘米以上）,45,70,3天
羽绒服换拉链,55,80,4天
裙子改长短,20,35,2天
衬衫改袖长,22,36,2天
西装改袖长,40,60,4天
西装改腰身,60,90,5天
窗帘改长短（每幅）,30,不接急单,5天
补洞、织补,10元起,不接急单,看损坏情况
定制西装、旗袍,量体后报价,不接急单,约20天
说明,价格单位为元，每件计价，含线和普通辅料；拉链价格含拉链。,,
说明,加急：当天下午或次日取件，加急价格见上表。,,
说明,会员卡充值200元，改衣打9折；余额不退。,,
说明,衣物改好后30天内未取的，本店不再负责保管。,,
说明,营业时间每天9:30至20:00；地址：澄州市东城区桂香街18号；电话：0817-2631 5526。,,
"""

TRAINING_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
TRAINING_RULES = [
    ("远帆物流有限公司员工外部培训与学历提升资助管理办法", "Title"),
    ("（2028年1月修订，人力资源部）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为鼓励员工提升专业能力和学历水平，规范公司对员工参加外部培训和学历教育的资助，制定本办法。", None),
    ("第二条　本办法适用于公司及各分公司的员工。实习生和劳务派遣人员不适用本办法。", None),
    ("第二章　资助范围和标准", "Heading1"),
    (
        "第三条　资助范围包括：岗位必需的职业资格证书培训、与岗位相关的职业资格证书培训、学历提升（本科、硕士研究生）、"
        "外部公开课和行业会议。兴趣类课程和与工作无关的培训不予资助。",
        None,
    ),
    ("第四条　资助标准如下（资助金额按实际发生的培训费、学费和考试费计算，不含交通费和住宿费）：", None),
    None,  # the table of shares and caps
    (
        "第五条　员工须在报名前通过OA系统提交《外部培训资助申请表》，经部门负责人和人力资源部审批后方可报名；未经审批"
        "自行报名的，不予资助。",
        None,
    ),
    (
        "第六条　试用期员工不得申请本办法规定的资助。唯一的例外是公司指派参加的岗位必需培训：试用期员工由部门指派参加"
        "岗位必需的职业资格证书培训的，培训费和考试费由公司全额承担，且不签订服务期协议。",
        None,
    ),
    ("第三章　报销和服务期", "Heading1"),
    (
        "第七条　员工取得证书或者毕业证书后30日内，凭发票、证书复印件到人力资源部办理报销；学历提升按学年报销，每学年"
        "凭成绩单报销一次，有课程不及格的，该学年不予报销。",
        None,
    ),
    (
        "第八条　获得资助的员工须与公司签订服务期协议：资助金额不满5000元的，服务期1年；5000元以上不满10000元的，服务期"
        "2年；10000元以上的，服务期3年。服务期内主动离职的，按未服务的月数比例退还资助金额。",
        None,
    ),
    ("第四章　附则", "Heading1"),
    ("第九条　本办法自2028年2月1日起施行，由人力资源部负责解释。咨询电话0817-2618 4425。", None),
]
TRAINING_TABLE = [
    ["资助项目", "资助比例", "每人每年最高资助金额（元）"],
    ["岗位必需的职业资格证书培训（如叉车证、电工证、危险品运输资格证）", "100%", "5000"],
    ["与岗位相关的职业资格证书培训（如中级会计师、物流管理师、人力资源管理师）", "80%", "8000"],
    ["学历提升（本科、硕士研究生）", "50%", "10000"],
    ["外部公开课和行业会议", "70%", "3000"],
]

MUSEUM_BODY = (
    "<office:text>"
    + of.odf_h("溪城科技馆参观须知和票价", 1)
    + of.odf_p(
        "溪城科技馆位于溪城市南湖区科创大道8号，设有基础科学、航空航天、生命健康和儿童科学乐园四个常设展厅，以及一座"
        "直径23米的球幕影院。开放时间为周二至周日9:00至17:00，16:00停止入馆；周一闭馆，法定节假日除外。"
    )
    + of.odf_h("一、票价", 2)
    + of.odf_p("门票当天有效，可以在“溪城科技馆”公众号提前7天预约购买。票价（元/人）如下：")
    + of.odf_table(
        [
            ["票种", "平日（周二至周五）", "周末和节假日"],
            ["常设展厅成人票", "30", "40"],
            ["常设展厅学生票（凭学生证）", "15", "20"],
            ["常设展厅儿童票（身高1.2至1.5米）", "10", "15"],
            ["球幕影院成人票", "45", "60"],
            ["球幕影院学生票（凭学生证）", "25", "35"],
            ["球幕影院儿童票（身高1.2至1.5米）", "20", "30"],
            ["联票（常设展厅加球幕影院）成人", "65", "85"],
        ]
    )
    + of.odf_list(
        [
            "身高1.2米以下的儿童、65周岁以上的老人、现役军人和残疾人凭有效证件免费参观常设展厅，球幕影院须另购儿童票或学生票。",
            "学生票适用于全日制在校的中小学生和大学生，研究生和成人教育学员除外。",
            "球幕影院每天放映5场，每场40分钟，开场后不能入场。",
        ]
    )
    + of.odf_h("二、参观须知", 2)
    + of.odf_list(
        [
            "身高1.4米以下的儿童须由成人陪同参观。",
            "展厅和球幕影院内禁止饮食，请到一楼休息区或二楼餐厅用餐。唯一的例外是两岁以下婴儿的奶和辅食，可以在展厅内的"
            "母婴室喂食。",
            "请爱护展品，按提示操作互动展品；标有“请勿触摸”的展品不要触摸。",
            "馆内禁止吸烟，禁止携带宠物、滑板车和平衡车入馆。",
            "团体参观（20人以上）请提前3天预约，可以安排讲解员。",
        ]
    )
    + of.odf_p("咨询电话：0817-2690 1188（开放时间内）。停车：科技馆地下停车场，每小时5元。")
    + "</office:text>"
)

CYCLING_BOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　轮胎和胎压",
        "<h1>第三章　轮胎和胎压</h1>"
        "<p>轮胎是公路车上最便宜、效果最明显的升级。现在的公路车大多用25毫米或28毫米宽的外胎，老车和比赛车还有用23毫米的。"
        "宽一点的外胎在同样的胎压下更舒服，滚动阻力也不比窄胎大。</p>"
        "<h2>一、胎压打多少</h2>"
        "<p>胎压要看外胎的宽度和骑手的体重。以体重70公斤左右的骑手为例：23毫米的外胎打7.5巴（约110 psi），25毫米的外胎打"
        "6.5巴（约95 psi），28毫米的外胎打5.5巴（约80 psi），32毫米的外胎打4.5巴（约65 psi）。体重每增加10公斤，胎压加0.3巴；"
        "每减少10公斤，减0.3巴。后轮承重多，可以比前轮高0.2巴。用真空胎（无内胎）的，可以在上面的基础上再低0.5巴。</p>"
        "<p>胎压不能超过外胎侧面标的最高胎压。雨天路滑，可以比平时低0.3巴，增加抓地力。</p>"
        "<h2>二、检查和更换</h2>"
        "<p>内胎每周都会慢慢漏气，所以每次骑车前都要用带表的打气筒检查胎压。外胎中间的花纹磨平、出现割口或者露出胎布的，"
        "就要更换；一般后轮外胎3000到5000公里换一次，前轮可以用得更久。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　链条保养",
        "<h1>第五章　链条保养</h1>"
        "<p>链条脏了会让变速不顺，还会加快飞轮和牙盘的磨损。保养链条很简单，只要定期清洗、上油，并及时更换。</p>"
        "<h2>一、清洗和上油</h2>"
        "<p>平时每骑300公里清洗上油一次；在雨天或者泥地骑行后，当天就要清洗擦干，再上油。清洗用专用的链条清洗剂，不要用"
        "汽油。上油时每一节滴一滴，转几圈后把表面多余的油擦掉，油太多反而容易粘灰。</p>"
        "<h2>二、什么时候换链条</h2>"
        "<p>链条用久了会伸长，要用链条尺检查。11速和12速的链条伸长到0.5%就要更换，10速及以下的链条伸长到0.75%再更换。"
        "一般骑行3000到5000公里要检查一次。链条伸长超过1%还不换，飞轮和牙盘也会跟着磨坏，就得一起换了。</p>",
    ),
]


def _accounts_terms() -> bytes:
    """The accountant's terms: its paragraphs, each None among them the next of its two tables, and footnotes."""
    tables = iter([ACCOUNTS_FEES, ACCOUNTS_OTHER])
    body = "".join(of.w_table(next(tables)) if p is None else of.w_p(*p) for p in ACCOUNTS_PARAGRAPHS)
    return of.steady(of.docx(body, ACCOUNTS_STYLES, footnotes=ACCOUNTS_FOOTNOTES))


FRESH20_DOCS: dict[str, str | bytes] = {
    "ferncombe-bowling-club/constitution-and-rules-2028.md": BOWLS_RULES,
    "calderholt-register-office/ceremonies-and-certificates-2028-29.html": REGISTER_OFFICE_PAGE,
    "moorcroft-and-tey-accountants/sole-trader-fees-and-terms-2028.docx": _accounts_terms(),
    "fenwold-marquees/hire-prices-2028.xlsx": of.steady(of.xlsx(MARQUEE_PRICES)),
    "kersey-and-daughters-joinery/workplace-pension-briefing-2028.pptx": of.steady(of.pptx(PENSION_DECK)),
    "pennick-electrical/re-quote-for-rewiring-and-ev-charger.eml": ELECTRICIAN_EML,
    "hollinbury-borough-council/penalty-charge-notice-HB40719335.pdf": make_pdf(PCN_PAGES),
    "澄州市2028年度公共租赁住房申请受理公告.txt": HOUSING_NOTICE_ZH,
    "巧手改衣坊价目表.csv": TAILOR_PRICES_ZH,
    "远帆物流员工外部培训与学历提升资助管理办法.docx": of.w_document(TRAINING_RULES, [TRAINING_TABLE], TRAINING_STYLES),
    "溪城科技馆参观须知和票价.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", MUSEUM_BODY)),
    "公路车骑行入门.epub": of.steady(of.epub(CYCLING_BOOK_ZH, title="公路车骑行入门")),
}
