"""The documents of the answer evaluation's `fresh22` set (questions in tests/docs/answer_fresh22.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Funeral
directors, banks, universities, hearing centres, credit unions, solicitors, doctors' surgeries, cities, clinics of
Chinese medicine, electronics companies, community health centres, books and people are made up.

- A family funeral director's guide to arranging a funeral, with its prices, in Markdown, a long document (about
  3,100 words): what to do when someone dies, registering the death, its standardised price list (three kinds of
  funeral), third-party costs with look-alike rows (the crematorium on a weekday, on a Saturday morning and for an
  early committal, graves for residents and non-residents), extras and coffins, visiting the chapel of rest and none
  on Sundays with one exception for funerals on a Monday or after a bank holiday, the service, the day, and, deep
  inside, how long the ashes are kept free of charge (`haverleigh-funeral-directors/arranging-a-funeral-2028.md`).
- A bank's fees and charges for two current accounts in HTML: tables with the Everyday and the Everyday Plus
  account side by side (overdrafts, the debit card abroad, CHAPS online and in a branch, international payments),
  other services, and safe deposit boxes priced only in a branch (`calloway-bank/current-account-fees-and-charges-2028.html`).
- A university's tuition fee schedule (.docx, built in code, with footnotes): a table of eleven kinds of course with
  fees for home and international students side by side, paying in instalments, the deposit for international
  students, a discount for its own graduates on postgraduate taught courses with one exception for the MBA, and the
  late payment charge only in a footnote (`thornbury-vale-university/tuition-fees-2028-29.docx`).
- A hearing centre's price list (.xlsx, built in code, three sheets): fourteen hearing aids and accessories with
  prices for one ear and for both side by side, an invisible extended-wear aid priced only on consultation, hearing
  tests and ear care (wax removal for one ear and both, custom plugs), and aftercare and repairs
  (`clearwell-hearing/price-list-2028.xlsx`).
- A credit union's slides for a members' evening on loans and savings (.pptx, built in code): loan rates for new
  members and for members of a year or more in a table, savings accounts, no Christmas Saver withdrawals before
  November with one exception for members made redundant (in the speaker notes), and whom a member who is struggling
  with repayments should ring only in the speaker notes (`millbrook-credit-union/members-evening-loans-and-savings-2028.pptx`).
- A solicitor's e-mail (.eml) whose reply on top raises the legal fee for a purchase, over the buyers' question and
  the original quote quoted below it, which alone holds the searches and the other costs
  (`marsh-and-pellow-solicitors/re-your-conveyancing-quote.eml`).
- A doctors' surgery's fees for work outside the NHS as a PDF: letters, forms, reports and medicals in look-alike
  lines (short and full insurance reports, driver medicals for lorries and buses and for taxis, pre-employment with
  and without an examination), how to ask and pay (`brookfield-lane-surgery/fees-for-non-nhs-work-2028-29.pdf`).
- A Chinese city's notice on new taxi fares (出租汽车运价调整公告) as one long line: the flag fall by day and by
  night, the fare per kilometre by day and by night, the long-distance supplement, waiting time, booking, and a
  supplement at the end that lowers the daytime flag fall (`澜溪市出租汽车运价调整公告.txt`).
- A Chinese clinic of Chinese medicine's price list (.csv): eighteen rows of consultations, massage, acupuncture,
  cupping, moxibustion and more with the single price and the members' price side by side; herbal paste (膏方)
  priced only by its prescription (`杏林堂中医馆价目表.csv`).
- A Chinese electronics company's rules on reimbursing staff's and their families' medical costs
  (补充医疗费用报销管理办法, .docx built in code) in chapters of numbered articles (第X条): a table of deductibles,
  shares and yearly caps for outpatient care, hospital stays and serious illness, for staff and for family members
  side by side, what is not covered, and deadlines (`恒泰电子员工补充医疗费用报销管理办法.docx`).
- A Chinese community health centre's rules and prices for vaccines people pay for themselves (.odt, built in code):
  a table of flu, HPV, shingles, rabies and pneumonia vaccines by price a dose, and no vaccination without an
  appointment with one exception for rabies vaccine after a bite or scratch
  (`澄阳街道社区卫生服务中心自费疫苗接种须知和价格.odt`).
- Two chapters of a Chinese book on household money as an e-book (.epub built in code): the emergency fund, with
  months of spending that differ by kind of household, and insurance (`家庭理财入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

FUNERAL_GUIDE = """# Haverleigh & Sons Funeral Directors: arranging a funeral

A guide for families, with our prices for 2028.

Haverleigh & Sons Funeral Directors, 41 Station Road, Haverleigh, Wexcote WX7 3HD. Telephone, answered day and
night: 01632 974 220. Email: care@haverleighfunerals.example. We are a family firm, members of the National
Association of Funeral Directors, and we have cared for families in Haverleigh and the villages around it since 1921.

This guide is for anyone who has lost someone close and has to arrange a funeral, often for the first time. It
explains what needs to happen in the first few days, what choices you have, what each part of a funeral costs, and
what happens afterwards. You do not need to read it all at once. Please ring us whenever you have a question, however
small: there is no charge for advice, and talking to us does not commit you to anything.

## 1. When someone dies

### At home, when the death was expected

If the person who has died was ill and their death was expected, ring their GP surgery, or the NHS out-of-hours
service on 111 in the evening or at the weekend. A doctor or a nurse will come to confirm the death. There is no need
to hurry: you can take time to sit with them and to let the rest of the family come. When you are ready, ring us, and
we will come to bring them into our care, at any hour of the day or night.

### At home, when the death was unexpected

If the death was sudden or unexpected, ring 999. The police will attend, as they do for every unexpected death, and
the coroner may be asked to look into the cause of death. This is routine and does not mean that anything is wrong.
The coroner's officers will arrange for the person who has died to be taken to the hospital mortuary, and will tell
you when they can be released to us. Until then you can choose a funeral director and start to plan, but no date can
be fixed for the funeral.

### In hospital, a hospice or a care home

The staff will look after the first steps. The hospital's bereavement office will contact you about the medical
certificate; ring us as soon as you have chosen us, and we will agree with the hospital when to bring your relative
into our care. Care homes usually ask families to name a funeral director when someone moves in; if you have given
them our name, they will ring us themselves.

## 2. Registering the death

A death in England must be registered within five days, at the register office for the district where the person
died. For Haverleigh and the villages around it that is Wexcote Register Office, Market Hall, Wexcote, open by
appointment from Monday to Friday. Book an appointment on 01632 970 400.

Before you can register the death, the medical examiner's office must review the cause of death and send the medical
certificate of cause of death to the registrar. The hospital or the GP will tell you when this has been done; it
usually takes two to four working days. The person who registers the death is normally a relative. Take with you, if
you can, the person's birth certificate, their NHS number, their National Insurance number and any marriage or civil
partnership certificate, although you can register the death without them.

The registrar will give you the green form, the certificate for burial or cremation, which you should pass to us as
soon as you can, because no funeral can take place without it, and copies of the death certificate, which cost £12.50
each. Most families need three or four copies, for banks, pensions and insurers. The registrar will also offer you
the Tell Us Once service, which tells most government departments and the local council at the same time.

## 3. Our prices

Every funeral director in the United Kingdom has to publish a standardised price list, so that families can compare
one firm's prices with another's. Ours is below, with the third-party costs we pay on your behalf and the optional
extras families most often ask about. Our own prices include VAT where it applies, and they are the same whichever of
our two branches, Haverleigh or Lower Wexcote, you come to.

### Our funerals

| Funeral | Our fee |
|---|---|
| Attended funeral with cremation | £2,895 |
| Attended funeral with burial | £3,150 |
| Unattended (direct) cremation | £1,395 |

- The attended funeral with cremation includes bringing the person who has died into our care from up to 25 miles
  away, care in our chapels, a veneered coffin, a hearse and four bearers, and arranging and conducting the service at
  the crematorium or a place of worship.
- The attended funeral with burial includes everything in the attended cremation, with a coffin suitable for burial
  and our staff at the graveside.
- The unattended (direct) cremation includes bringing the person who has died into our care, a simple coffin, and a
  cremation at an early morning time with no service and no mourners; the crematorium's charge is included.

### Third-party costs

We pay these on your behalf and pass them on at cost, without adding anything to them.

| Third-party cost | Charge |
|---|---|
| Northvale Crematorium, 40-minute service, Monday to Friday | £1,065 |
| Northvale Crematorium, 40-minute service, Saturday morning | £1,340 |
| Northvale Crematorium, early morning committal, up to 10 mourners, no service | £640 |
| Haverleigh Cemetery, new grave for two, residents of the parish | £1,850 |
| Haverleigh Cemetery, new grave for two, non-residents | £3,700 |
| Haverleigh Cemetery, reopening an existing grave | £960 |
| Minister or celebrant to lead the service | £240 |
| Organist at the crematorium or a church | £110 |
| Death notice in the Wexcote Chronicle, up to 40 words | £95 |

Churches set their own fees for a funeral service in church, and we will ask for them when you have chosen the
church. A double service slot at Northvale, 80 minutes instead of 40, costs twice the crematorium's charge.

### Optional extras

| Extra | Price |
|---|---|
| Embalming, which we recommend if you wish to visit more than a few days after the death | £195 |
| Limousine for up to six mourners | £320 |
| Each further limousine | £295 |
| Printed order of service, 100 copies of four pages with a photograph | £180 |
| Streaming the service online, arranged with the crematorium | £65 |
| Bringing someone into our care from more than 25 miles away | £2.50 a mile beyond 25 |
| Horse-drawn hearse | Quoted by the carriage company |

## 4. Choosing a coffin

Our attended funerals include the Fairfield, a veneered coffin with a light oak finish and brass-effect handles,
which is suitable for both burial and cremation. If you would like something different, you pay only the difference
between the Fairfield and the coffin you choose:

- The Ashby, solid pine with a waxed finish: £395 more.
- The Wexcote, solid oak with wooden handles: £1,150 more.
- The Meadow, woven willow, lined with unbleached cotton: £695 more.
- The Evergreen, cardboard, which families can paint or write on: £240 less, and the one we suggest for families
  who want a funeral that is as simple as possible.
- The Shepherd, wool felt on a frame, made in the Yorkshire Dales: £795 more.

All of our coffins meet the crematorium's rules: no metal, no plastic and no varnish that gives off harmful smoke.
For a woodland burial, the burial ground may ask for a willow, cardboard or wool coffin, or a shroud.

## 5. Caring for the person who has died

From the time we bring them into our care until the funeral, the person who has died rests in our mortuary at 41
Station Road, which is cooled and kept to the standards the National Association of Funeral Directors sets. We wash
them and dress them, in their own clothes if you would like to bring some in, or in a gown of ours. You are welcome
to bring in anything you would like to go with them: a photograph, a letter, a favourite scarf or a football shirt.
Please tell us about any jewellery, and whether it should stay with them or come back to you; we write it down and
ask you to sign the list.

We do not embalm anyone without the family's agreement. Embalming is not needed for a funeral, but it helps the
person who has died to look more peaceful, and we recommend it if you wish to visit them in the chapel of rest more
than a few days after the death, or if the funeral will be more than two weeks away.

## 6. Visiting the chapel of rest

We have two chapels of rest at 41 Station Road, quiet rooms with soft lighting and a few chairs, where you can spend
time with the person who has died. Some families visit every day; others do not want to visit at all. There is no
right or wrong, and there is no charge for visiting.

Visits are by appointment, so that we can have everything ready for you. The chapels are open for visits from Monday
to Friday, 9am to 5pm, and on Saturdays from 9am to 12 noon. We do not open the chapels on Sundays or bank holidays,
when only our night staff are on duty. The one exception is when the funeral is on a Monday, or on the day after a
bank holiday: then we will open the chapel for your family on the Sunday or the bank holiday before it, between 2pm
and 4pm, if you arrange it with us by the Friday.

Children are welcome, and we are glad to talk to them beforehand about what they will see. Please let us know if
anyone coming is in a wheelchair: the chapel at the back of the building has level access from the car park.

## 7. Planning the service

Most funerals we arrange in Haverleigh are held at Northvale Crematorium, at St Michael's Church or at the Haverleigh
Cemetery chapel, but a service can be held almost anywhere: a village hall, a golf club, a garden, or a woodland
burial ground. The service can be religious, humanist, or something of your own. A service at the crematorium lasts
up to 40 minutes, which is enough for two pieces of music, a reading or two, a eulogy and the committal. If you
expect a lot of speakers, or a large congregation, book a double slot.

Many families ask a minister of their own church or a celebrant to lead the service. We know the local ministers and
celebrants well and can put you in touch with one. They will visit you at home, get to know the person who has died
through your memories, and write the service with you. Some families prefer to lead the service themselves, and we
will help with that too.

Music can be played from the crematorium's music system, which can find almost any recording, or played live.
Northvale can stream the service online for family and friends who cannot travel, and can record it for you to keep.
Please let us have your choices of music and the order of service at least five working days before the funeral, so
that the crematorium and the printers have time to prepare.

## 8. Flowers and donations

Families often ask for family flowers only, with donations to a charity instead. We can collect donations for you,
online or by cheque, and send them to the charity with a list of the people who gave, so that you can thank them.
Floral tributes can be delivered to 41 Station Road on the morning of the funeral, by 9am; after the funeral we can
take them to a hospital or a care home, or leave them at the crematorium's flower terrace for a week.

## 9. On the day of the funeral

On the day, the hearse and the limousines usually leave from the family home, or from our premises if that is easier.
We will agree the route with you; many families like the cortege to pass a place that mattered to the person who has
died, such as their old street, their church or their allotment. The hearse travels slowly for the last part of the
journey, with our funeral director walking ahead of it.

Please allow plenty of time: the crematorium works to a strict timetable, and a service that starts late has to end
on time. We arrive at the crematorium ten minutes before the service. The family follows the coffin in, or waits
inside, as you prefer. Members of the family can carry the coffin if they wish; we will meet the bearers beforehand
to show them how, and our own bearers will walk beside them.

After the committal, the family leaves first, usually to the flower terrace, where people can look at the flowers and
speak to the family. Many families then go on to a reception in a pub, a hotel or a village hall; we can give you a
list of the places near Northvale that are used to hosting funeral receptions.

## 10. Burial

If the person who has died is to be buried, the grave can be in Haverleigh Cemetery, in a churchyard, or in a
woodland burial ground. A new grave at Haverleigh Cemetery is bought with the exclusive right of burial for 75 years;
a grave for two costs much less for residents of the parish than for non-residents, because the parish council pays
part of the cost from the council tax. A headstone can go on a grave six months after the burial, when the ground has
settled; the stonemason applies to the cemetery for a permit, which costs £150.

If the grave is in a churchyard, the parochial church council decides who can be buried there, and the vicar will
tell you whether there is space. Woodland burial grounds do not allow headstones, but most plant a tree or place a
small wooden marker instead.

## 11. After the funeral: the ashes

Ashes are usually ready for us to collect from Northvale Crematorium five working days after the cremation, and we
ring you as soon as we have them. You can collect them from 41 Station Road during our office hours, Monday to Friday,
9am to 5pm, or we can bring them to your home free of charge within 10 miles. Ashes come back in a plain container
from the crematorium; urns and wooden caskets from us start at £45.

Many families are not ready to decide what to do with the ashes straight away, and that is quite normal. We will look
after the ashes for you free of charge for up to three months after the cremation. After that, we charge £20 for each
month that we keep them, and we always write to you before any charge begins. Ashes that are still with us after two
years are scattered in the Garden of Remembrance at Northvale, after we have written to you twice.

If you would like the ashes scattered in the Garden of Remembrance at Northvale, the crematorium charges £75 when it
does so without the family present, and £110 when the family attends. Interring ashes in an existing grave at
Haverleigh Cemetery costs £320. If you wish to scatter ashes on private land, you need the landowner's permission; on
a river or the sea, please talk to us first, because some places have rules about it. Ashes can be posted within the
United Kingdom only by Royal Mail Special Delivery, packed as the Royal Mail requires; we do not send ashes abroad
ourselves, but can put you in touch with a firm that does.

## 12. Paying for the funeral

When you arrange the funeral, we give you a written estimate with every cost set out, and we do not add anything
without your agreement. We ask for the third-party costs to be paid before the funeral, because we pay them on your
behalf, and our own fee within 28 days after it. You can pay by bank transfer, by card in our office, or by cheque.

If the person who has died had money in a bank account, most banks will pay the funeral account directly from it, on
sight of our invoice and a copy of the death certificate, even before probate is granted. A funeral plan, a life
insurance policy or a pension scheme may also pay towards the funeral; bring any papers you find, and we will help you
work out what they cover.

If you receive certain benefits, such as Universal Credit or Pension Credit, you may be able to get a Funeral
Expenses Payment from the Department for Work and Pensions. It pays the third-party costs in full and up to £1,000
towards other costs. Apply within six months of the funeral; we can help you with the form. If no one is able to pay
for a funeral, the local council must arrange a simple one.

## 13. Funeral plans bought in advance

Many people now buy a funeral plan, to choose their own funeral and to spare their family the cost. We offer plans
through Golden Leaf Funeral Plans, which is authorised and regulated by the Financial Conduct Authority. If the person
who has died had a funeral plan with another provider, please bring the plan's papers or its number: we honour plans
from every provider we have an agreement with, and will tell you straight away if anything is not covered by it.

## 14. If you are not happy

We hope you will never need this section. If anything we have done has not been right, please tell our managing
director, Eleanor Haverleigh, on 01632 974 220 or at the address above, and she will reply within five working days.
If you are still not happy, you can contact the National Association of Funeral Directors' complaints service, and,
for a funeral plan, the Financial Ombudsman Service.

## 15. Contact us

Our telephone line, 01632 974 220, is answered 24 hours a day, every day of the year. Our office at 41 Station Road is
open from Monday to Friday, 9am to 5pm, and on Saturdays from 9am to 12 noon; our branch at 7 Bridge Street, Lower
Wexcote, is open from Monday to Friday, 9:30am to 4pm. We are always glad to visit you at home to make the
arrangements, at no extra cost.
"""

BANK_FEES_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Current account fees and charges from 1 May 2028 | Calloway Bank</title>
</head>
<body>
<nav><a href="/">Calloway Bank</a> &rsaquo; <a href="/current-accounts">Current accounts</a> &rsaquo; Fees and
charges</nav>
<main>
<h1>Current accounts: fees and charges</h1>
<p>These are the fees and charges for our two personal current accounts, the Everyday Account and the Everyday Plus
Account, from 1 May 2028. We will give you at least two months' notice before we change any of them. Calloway Bank
plc, 12 Quayside, Portmere PM1 4QB.</p>

<h2>Running your account</h2>
<table>
<thead><tr><th>Fee</th><th>Everyday Account</th><th>Everyday Plus Account</th></tr></thead>
<tbody>
<tr><td>Monthly account fee</td><td>None</td><td>&pound;12 a month</td></tr>
<tr><td>Arranged overdraft interest</td><td>39.9% EAR variable</td><td>27.9% EAR variable</td></tr>
<tr><td>Interest-free part of an arranged overdraft</td><td>None</td><td>The first &pound;250</td></tr>
<tr><td>Unarranged overdraft</td><td colspan="2">We do not charge for it: we return payments that would take you
past your limit, free of charge</td></tr>
<tr><td>Travel insurance and breakdown cover</td><td>Not included</td><td>Included for you and your partner</td></tr>
</tbody>
</table>

<h2>Using your debit card abroad</h2>
<table>
<thead><tr><th>Fee</th><th>Everyday Account</th><th>Everyday Plus Account</th></tr></thead>
<tbody>
<tr><td>Paying by card in a currency other than pounds</td><td>2.75% of the payment</td><td>Free</td></tr>
<tr><td>Taking out cash in a currency other than pounds</td><td>2.75% of the amount and &pound;1.50 each
time</td><td>Free</td></tr>
<tr><td>Taking out cash in pounds at a machine in the UK</td><td>Free</td><td>Free</td></tr>
</tbody>
</table>
<p>The exchange rate is the Mastercard rate on the day the payment reaches us. Some machines abroad charge their own
fee, which the machine will show you before you go ahead.</p>

<h2>Making and receiving payments</h2>
<table>
<thead><tr><th>Payment</th><th>Everyday Account</th><th>Everyday Plus Account</th></tr></thead>
<tbody>
<tr><td>Faster Payments, Direct Debits and standing orders</td><td>Free</td><td>Free</td></tr>
<tr><td>CHAPS payment, sent online or in the app</td><td>&pound;22</td><td>&pound;15</td></tr>
<tr><td>CHAPS payment, sent in a branch or by phone</td><td>&pound;30</td><td>&pound;25</td></tr>
<tr><td>International payment in euros to a country in the SEPA area</td><td>&pound;4</td><td>Free</td></tr>
<tr><td>Other international payments</td><td>&pound;15</td><td>&pound;9</td></tr>
<tr><td>Receiving an international payment of more than &pound;100</td><td>&pound;7</td><td>Free</td></tr>
</tbody>
</table>
<p>A CHAPS payment reaches the other bank on the same working day if you send it before 3:30pm. Faster Payments are
limited to &pound;25,000 a day online and &pound;50,000 in a branch; for larger sums, such as the money for a house
purchase, use CHAPS.</p>

<h2>Other services</h2>
<table>
<thead><tr><th>Service</th><th>Charge, either account</th></tr></thead>
<tbody>
<tr><td>Banker's draft</td><td>&pound;12</td></tr>
<tr><td>Stopping a cheque</td><td>&pound;8</td></tr>
<tr><td>Copy of a paper statement</td><td>&pound;5 a statement; statements in the app are free</td></tr>
<tr><td>Replacement debit card</td><td>Free</td></tr>
<tr><td>Status enquiry, for example a reference for a landlord</td><td>&pound;10</td></tr>
</tbody>
</table>

<h2>Safe deposit boxes</h2>
<p>We have safe deposit boxes at six of our branches, in four sizes. The yearly fee depends on the size of the box
and on the value you want to insure its contents for, so please ask at one of these branches for a price: Portmere
Quayside, Highcliffe, Ashbourne Road, Dunmere, Wellford and Stanmoor.</p>

<h2>Contact us</h2>
<p>Ring 0345 600 7720, 8am to 8pm every day, or send us a message in the app.</p>
</main>
<footer>Calloway Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct
Authority and the Prudential Regulation Authority.</footer>
</body>
</html>
"""

FEES_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
FEES_PARAGRAPHS = [
    ("Thornbury Vale University: tuition fees for 2028-29", "Title"),
    (
        "This schedule sets out the tuition fees for students who start a course, or continue one, in the academic "
        "year 2028-29, which runs from 1 September 2028 to 31 August 2029. It is published by the Student Fees Office, "
        "Arden Building, Thornbury Vale University, Thornbury TV2 9AX; email fees@thornburyvale.example.",
        None,
    ),
    ("Home and international students", "Heading1"),
    (
        "Your fee status, home or international, is decided when you are offered a place, from the answers in your "
        "application. Home students are, in most cases, British and Irish citizens living in the UK and people with "
        "settled or pre-settled status. Everyone else pays the international fee. If you think your fee status is "
        "wrong, ask the Student Fees Office to review it before you enrol.",
        None,
    ),
    ("Fees for the year", "Heading1"),
    None,  # the table of fees
    (
        "Part-time undergraduate students pay £1,590 for each 30 credits they take in the year. Laboratory or "
        "studio-based courses are those in the School of Science, the School of Engineering and the School of Art and "
        "Design; the course page says which fee applies.",
        None,
    ),
    ("Paying your fees", "Heading1"),
    (
        "You can pay your fees in full when you enrol, or in three instalments: 40% by 14 October, 30% by 14 January "
        "and 30% by 14 April. Students whose fees are paid by the Student Loans Company do not need to do anything: "
        "the Student Loans Company pays us directly.",
        None,
    ),
    (
        "International students must pay a deposit of £4,000 before we issue the Confirmation of Acceptance for "
        "Studies they need for their visa; the deposit counts towards the first instalment. The one exception is a "
        "student whose fees are paid in full by a sponsor, such as a government or an employer, that has sent us an "
        "official sponsor letter.",
        None,
    ),
    ("Discount for our graduates", "Heading1"),
    (
        "Graduates of Thornbury Vale University who come back for a postgraduate taught course, a master's degree or a "
        "postgraduate certificate or diploma, get a discount of 15% on their tuition fee. The one exception is the "
        "MBA, whose fee is not discounted; our graduates who apply for the MBA can apply for a Thornbury Vale "
        "Leadership Scholarship instead. The discount does not apply to research degrees.",
        None,
    ),
    ("Leaving or suspending your studies", "Heading1"),
    (
        "If you leave or suspend your studies, your fee is worked out by the term: you pay 25% of the year's fee if "
        "you leave in the first term after the first two weeks, 50% if you leave in the second term, and the whole fee "
        "if you leave in the third term. Students who leave within the first two weeks of the year pay nothing.",
        None,
    ),
    ("Questions and hardship", "Heading1"),
    (
        "If you are having trouble paying your fees, talk to the Student Fees Office before an instalment is due: we "
        "can agree a different plan with you, and the Student Money Advice team can check what support you can get.",
        None,
    ),
]
FEES_TABLE = [
    ["Course", "Home students", "International students"],
    ["Undergraduate, classroom-based", "£9,535", "£17,450"],
    ["Undergraduate, laboratory or studio-based", "£9,535", "£21,300"],
    ["Undergraduate, Medicine, years 1 and 2", "£9,535", "£39,800"],
    ["Placement year", "£1,905", "£2,500"],
    ["Year abroad", "£1,430", "£2,500"],
    ["Postgraduate taught, classroom-based", "£10,450", "£19,200"],
    ["Postgraduate taught, laboratory or studio-based", "£11,800", "£23,600"],
    ["MBA", "£24,500", "£31,000"],
    ["Research degree, full-time", "£5,006", "£20,900"],
    ["Research degree, part-time", "£2,503", "£10,450"],
    ["Writing-up year, research degrees", "£450", "£450"],
]
FEES_FOOTNOTES = [
    "A late payment charge of £60 is added to an instalment that is paid more than 14 days after the day it was due.",
    "International students' fees are fixed for the normal length of their course; home students' fees may rise "
    "each year within the limit the government sets.",
]

HEARING_PRICES = {
    "Hearing aids": [
        ["Model", "Style", "Technology level", "One ear", "Both ears"],
        ["Clearwell Essential 1", "Behind the ear", "Essential", "£495", "£890"],
        ["Clearwell Essential 1R", "Receiver in canal, rechargeable", "Essential", "£695", "£1,290"],
        ["Clearwell Advance 3", "Behind the ear", "Advance", "£895", "£1,690"],
        ["Clearwell Advance 3R", "Receiver in canal, rechargeable", "Advance", "£1,095", "£1,990"],
        ["Clearwell Advance 3C", "In the canal, custom made", "Advance", "£1,195", "£2,190"],
        ["Clearwell Premier 5", "Behind the ear", "Premier", "£1,395", "£2,590"],
        ["Clearwell Premier 5R", "Receiver in canal, rechargeable", "Premier", "£1,595", "£2,990"],
        ["Clearwell Premier 5C", "In the canal, custom made", "Premier", "£1,695", "£3,190"],
        ["Clearwell Elite 7R", "Receiver in canal, rechargeable", "Elite", "£1,895", "£3,490"],
        ["Clearwell Elite 7C", "Completely in the canal, custom made", "Elite", "£1,995", "£3,690"],
        ["CROS transmitter, for hearing loss in one ear only", "Behind the ear", "Any", "£595", "Not applicable"],
        ["Remote microphone", "Accessory", "Any", "£245", "Not applicable"],
        ["TV streamer", "Accessory", "Any", "£165", "Not applicable"],
        [
            "Invisible extended-wear aid, placed deep in the canal by our audiologist and worn for weeks at a time",
            "Extended wear",
            "Not applicable",
            "On consultation",
            "On consultation",
        ],
        [],
        ["Every hearing aid comes with a 60-day trial: if it does not suit you, bring it back for a full refund."],
        ["Prices include fitting, follow-up appointments for four years and a four-year manufacturer's warranty."],
        ["Hearing aids are free of VAT."],
    ],
    "Tests and ear care": [
        ["Service", "Price", "Notes"],
        ["Full hearing test with an audiologist, 60 minutes", "Free", "For anyone aged 18 or over"],
        ["Hearing test for a work or driving medical, with a written report", "£75", "Report sent within 2 days"],
        ["Earwax removal by microsuction, one ear", "£50", "Includes a check of the ear canal"],
        ["Earwax removal by microsuction, both ears", "£70", "Includes a check of the ear canals"],
        ["Second wax removal appointment within 14 days", "Free", "If the wax was too hard to remove the first time"],
        ["Tinnitus assessment", "£95", "60 minutes, with a written plan"],
        ["Custom swim plugs, pair", "£85", "Made from impressions of your ears, in a choice of colours"],
        ["Custom sleep plugs, pair", "£95", "Soft silicone"],
        ["Custom musicians' plugs with filters, pair", "£175", "Filters of 10, 15 or 25 dB"],
        [],
        ["Book on 01632 977 340 or online. Clearwell Hearing Centre, 3 Abbey Walk, Stowbridge SB4 1LE."],
    ],
    "Aftercare and repairs": [
        ["Service", "Price"],
        ["Follow-up appointments for four years after fitting", "Included"],
        ["Repair within the four-year warranty", "Free"],
        ["Repair after the warranty, each aid", "£110"],
        ["Loss and damage cover, one aid, a year", "£89"],
        ["Loss and damage cover, both aids, a year", "£129"],
        ["Batteries, pack of 60", "£25"],
        ["Domes and wax filters, pack of 10", "£8"],
        [],
        ["Rechargeable aids come with their charger; a spare charger costs £95."],
    ],
}

CREDIT_UNION_DECK = [
    {
        "title": "Millbrook Credit Union: members' evening 2028",
        "body": [
            "Loans and savings for members, Tuesday 14 March 2028, Millbrook Library",
            "Presented by Rosalind Achebe, general manager",
        ],
    },
    {
        "title": "Who we are",
        "body": [
            "A not-for-profit savings and loans co-operative owned by its 4,300 members",
            "Open to anyone who lives or works in Millbrook or the Fenton district",
            "Savings protected by the Financial Services Compensation Scheme up to £85,000",
        ],
    },
    {
        "title": "Loans and their rates",
        "table": [
            ["Amount borrowed", "New members, under 12 months", "Members of 12 months or more"],
            ["Up to £1,000", "42.6% APR", "26.8% APR"],
            ["£1,001 to £5,000", "29.9% APR", "18.9% APR"],
            ["£5,001 to £15,000", "Not available", "9.9% APR"],
        ],
        "body": [
            "No fees, no charge for paying a loan off early",
            "Loans of up to £1,000 can be decided the same day",
        ],
    },
    {
        "title": "Savings",
        "body": [
            "Ordinary savings: dividend of 1.5% paid for 2027",
            "Junior savers from birth to 16, paid in by parents and grandparents",
            "Christmas Saver: pay in what you like from January; it is paid out to you on 1 November",
            "No withdrawals from the Christmas Saver before 1 November",
        ],
        "notes": [
            "Explain the Christmas Saver rule carefully, because people always ask. The money stays in until 1 November "
            "so that it is really there for Christmas. The one exception is a member who is made redundant during the "
            "year: they can take out what they have saved in the Christmas Saver at any time, as soon as they show us "
            "the letter from their employer. There are no other exceptions, not even for holidays or car repairs."
        ],
    },
    {
        "title": "Paying back your loan",
        "body": [
            "By payroll deduction if your employer is one of our partners, or by standing order",
            "Borrowers save a little each month too, so that their savings grow as the loan is paid off",
        ],
        "notes": [
            "If a member tells you they are struggling with their repayments, don't try to sort it out yourself and "
            "don't send them to the general enquiries line. Ask them to ring our member support officer, Bernadette "
            "Quayle, on 01632 975 118, Monday to Thursday, 9am to 4pm. She can agree lower payments for a while, and "
            "she can refer them to the free debt advice service we work with."
        ],
    },
    {
        "title": "Questions",
        "body": [
            "General enquiries: 01632 975 100, Monday to Friday, 9am to 5pm",
            "Office: 22 Market Street, Millbrook MB3 8TR",
            "Email: hello@millbrookcu.example",
        ],
    },
]

CONVEYANCING_EML = """Message-ID: <20280412101530.7730@marshpellow.example>
Date: Wed, 12 Apr 2028 10:15:30 +0100
From: Harriet Pellow <h.pellow@marshpellow.example>
To: Sam and Lucy Brannigan <brannigans@postbox.example>
Subject: Re: Your conveyancing quote: 14 Ashtree Road
In-Reply-To: <7KfQ2pW@postbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear Sam and Lucy,

Thank you for confirming that you would like us to act for you. I have now received the draft contract from the
seller's solicitors, and I am afraid it changes one part of my quote: 14 Ashtree Road is leasehold, not freehold as
the agent's particulars said. A leasehold purchase means more work on our side, checking the lease and the
management information, so our legal fee for the purchase is now £1,425 plus VAT (£1,710 including VAT), instead of
the £1,150 plus VAT in my quote. Everything else in the quote stays the same.

To answer your question: yes, the searches in the quote are the local authority search, the drainage and water
search and the environmental search, and we order them as soon as we receive your payment for them.

I will be in touch again once the searches are back, usually within three weeks.

Kind regards,
Harriet

On Mon, 10 Apr 2028 at 20:44, Lucy Brannigan <brannigans@postbox.example> wrote:
> Dear Harriet,
>
> Thank you for the quote. We are happy to go ahead. Does the searches figure include the water search?
>
> Lucy
>
> On Thu, 6 Apr 2028 at 16:02, Harriet Pellow <h.pellow@marshpellow.example> wrote:
>> Dear Sam and Lucy,
>>
>> Thank you for asking us for a quote for your purchase of 14 Ashtree Road, Pendleford, for £285,000. Here is
>> what we expect it to cost:
>>
>> Legal fee for the purchase, freehold: £1,150 plus VAT (£1,380 including VAT)
>> Stamp Duty Land Tax return: £75 plus VAT (£90 including VAT)
>> Electronic transfer of the purchase money to the seller's solicitors: £40 plus VAT (£48 including VAT)
>> Searches (local authority, drainage and water, environmental): £310, no VAT
>> Land Registry fee: £150, no VAT
>> Bankruptcy and priority searches: £12, no VAT
>>
>> As first-time buyers buying for less than £300,000, you should have no Stamp Duty Land Tax to pay, but we will
>> confirm this once we have the contract. We ask for the searches to be paid when you instruct us, and the rest on
>> completion.
>>
>> Kind regards,
>> Harriet Pellow
>> Marsh & Pellow Solicitors, 9 Cornhill, Pendleford PF2 6DN · 01632 979 515
"""

SURGERY_FEES_PAGES = [
    [
        "Brookfield Lane Surgery",
        "Fees for work outside the NHS, from 1 April 2028",
        "The NHS does not pay for some of the letters, forms and examinations that patients ask us for.",
        "The fees below are set by the practice partners and are paid when you ask for the work.",
        "Private sick note, for an absence of 7 days or less: GBP 20",
        "Fitness to travel or fitness to fly letter: GBP 35",
        "Holiday cancellation claim form: GBP 45",
        "Vaccination certificate for travel: GBP 15",
        "Letter confirming a diagnosis, for a school or an employer: GBP 30",
        "Insurance report, short, from the records only: GBP 110",
        "Insurance report, full, with an examination: GBP 175",
        "Driver medical for a lorry or bus licence, with form D4: GBP 140",
        "Taxi and private hire driver medical, with the form from the council: GBP 120",
        "Firearms licence medical report: GBP 95",
        "Pre-employment medical, with an examination: GBP 150",
        "Pre-employment questionnaire, from the records only: GBP 60",
        "Copy of your medical records: free, under data protection law",
    ],
    [
        "How to ask for a letter, form or medical",
        "Hand in the form at reception or send it through the practice website with your date of birth.",
        "Forms and letters are completed within 20 working days; medicals are booked with Dr Fiona Rudd.",
        "Bring photo identification and your glasses or contact lenses to a driver medical.",
        "Pay by card at reception or online. We cannot refund a fee once the work has been done.",
        "Brookfield Lane Surgery, 2 Brookfield Lane, Ashwell AW5 7JG. Telephone 01632 978 260.",
        "Practice partners: Dr Anil Mehta and Dr Fiona Rudd. Practice manager: Carole Dunstan.",
    ],
]

TAXI_NOTICE_ZH = (
    "澜溪市出租汽车运价调整公告。为理顺出租汽车运价关系，保障乘客和驾驶员的合法权益，经市人民政府同意，并经价格听证，"
    "现将本市巡游出租汽车运价调整有关事项公告如下。一、起步价：起步里程为3公里，日间（6:00至22:00）起步价12元，夜间"
    "（22:00至次日6:00）起步价14元。二、里程价：超过起步里程的部分，日间每公里2.4元，夜间每公里2.8元；单程载客超过15"
    "公里的部分，按里程价加收50%的空驶费。三、等候费：车速低于每小时12公里时，每累计5分钟按1公里里程价收费；乘客要求"
    "停车等候的，按同一标准收费。四、预约服务费：乘客通过电话或者“澜溪出行”平台预约出租汽车的，每单加收预约服务费3元，"
    "即时叫车不加收。五、其他费用：行李不另收费；乘客要求走收费道路或者前往机场的，过路过桥费和机场停车场费用由乘客"
    "承担；不再单独收取燃油附加费。六、车型：本次调整适用于全市巡游出租汽车，新能源出租汽车和燃油出租汽车执行同一标准。"
    "七、实施时间：本公告自2028年3月1日起执行，原运价标准同时废止；出租汽车计价器须在2028年2月28日前完成调校，未完成"
    "调校的车辆暂按原标准收费。八、监督：乘客对收费有异议的，可以索要发票并拨打交通运输服务监督电话12328投诉。澜溪市"
    "发展和改革委员会　澜溪市交通运输局　2028年2月6日。补充公告（2028年2月20日）：根据听证会代表的意见，经市人民政府"
    "同意，日间起步价由12元调整为11元，夜间起步价和其他收费标准不变，仍自2028年3月1日起执行。特此公告。"
)

TCM_CLINIC_PRICES_ZH = """项目,单次价格,会员价格,时长或说明
中医内科门诊 普通号,20,20,每次
中医内科门诊 专家号,60,50,每次
全身推拿 30分钟,88,68,30分钟
全身推拿 60分钟,158,128,60分钟
肩颈推拿 30分钟,68,55,30分钟
腰背推拿 30分钟,78,60,30分钟
针灸,80,65,每次约30分钟
电针,100,80,每次约30分钟
拔罐,40,30,每次
刮痧,50,40,每次
艾灸 单个部位,60,45,每次
艾灸 全身,168,138,每次约60分钟
足疗 60分钟,98,78,60分钟
小儿推拿,70,60,每次约20分钟（3至12岁）
三伏贴,120,100,每次（一疗程3次）
中药代煎,3,3,每剂
中药配送上门,10,免费,每次（市区）
膏方,按方计价,按方计价,须医生面诊后开方，按方中药材计价
说明,价格单位为元；会员：一次充值1000元即可办理会员卡，充值金额不退。,,
说明,针灸、拔罐、刮痧须由执业中医师操作；孕妇和经期女性请提前告知医生。,,
说明,营业时间每天8:30至20:30；地址：岳陵市文昌路58号；预约电话：0817-2690 1288。,,
"""

MEDICAL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
MEDICAL_RULES = [
    ("恒泰电子有限公司员工补充医疗费用报销管理办法", "Title"),
    ("（2028年1月修订，人力资源部、财务部）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为减轻员工及其家属的医疗费用负担，在基本医疗保险之外为员工提供补充医疗保障，制定本办法。",
        None,
    ),
    (
        "第二条　本办法适用于与公司签订劳动合同的正式员工。员工的配偶和未满18周岁的子女（以下简称家属）按本办法规定的"
        "家属标准报销。实习生和劳务派遣人员不适用本办法。",
        None,
    ),
    ("第二章　报销范围和标准", "Heading1"),
    (
        "第三条　报销范围为在定点医疗机构发生的、经基本医疗保险报销后由个人负担的合规医疗费用，包括门诊和急诊、住院和"
        "重大疾病的医疗费用。",
        None,
    ),
    ("第四条　报销标准如下表所示；起付线和年度报销上限按自然年度计算，每人单独计算：", None),
    None,  # the table of standards
    (
        "第五条　下列费用不予报销：美容和整形费用；种植牙、牙齿矫正和镶牙费用；保健品、营养品和滋补类中药材；在非定点"
        "医疗机构发生的费用；因违法犯罪行为或者醉酒导致的伤病费用。洗牙、补牙和拔牙按门诊费用报销。",
        None,
    ),
    (
        "第六条　试用期员工只报销住院和重大疾病费用，门诊费用从转正当月起报销；家属从员工转正当月起享受补充医疗报销。",
        None,
    ),
    ("第三章　申请和发放", "Heading1"),
    (
        "第七条　员工应当在费用发生之日起90天内，通过OA系统提交《补充医疗费用报销申请表》，并上传医疗费用发票、费用明细"
        "清单和基本医疗保险结算单；住院的还须上传出院小结。每年12月发生的费用，可以在次年1月31日前提交。",
        None,
    ),
    (
        "第八条　人力资源部每月15日前审核上月提交的申请，审核通过的报销款随当月工资发放。材料不全的，退回员工补充；"
        "逾期提交的，不予受理。",
        None,
    ),
    (
        "第九条　员工离职的，离职前发生的费用可以在离职后30天内申请报销。弄虚作假骗取报销款的，追回全部款项，并按公司"
        "奖惩制度处理。",
        None,
    ),
    ("第四章　附则", "Heading1"),
    ("第十条　本办法自2028年1月1日起施行，由人力资源部负责解释。咨询邮箱benefits@hengtai-elec.example。", None),
]
MEDICAL_TABLE = [
    ["类别", "年度起付线（元）", "员工报销比例", "员工年度上限（元）", "家属报销比例", "家属年度上限（元）"],
    ["门诊和急诊", "500", "80%", "8000", "50%", "3000"],
    ["住院", "0", "90%", "50000", "60%", "20000"],
    ["重大疾病", "0", "95%", "150000", "70%", "60000"],
]

VACCINE_BODY = (
    "<office:text>"
    + of.odf_h("澄阳街道社区卫生服务中心自费疫苗接种须知和价格", 1)
    + of.odf_p(
        "澄阳街道社区卫生服务中心预防接种门诊位于岳陵市澄阳路16号二楼。门诊时间：周一至周五8:00至11:30、14:00至17:00，"
        "周六8:00至11:30，周日和法定节假日休息。免疫规划疫苗（儿童免费疫苗）的接种安排另见儿童预防接种证。"
    )
    + of.odf_h("一、自费疫苗价格", 2)
    + of.odf_p("以下为非免疫规划疫苗，按剂收费，价格包含疫苗费和接种服务费（元/剂）：")
    + of.odf_table(
        [
            ["疫苗", "适用人群", "每剂价格", "接种剂次"],
            ["流感疫苗（三价）", "3岁及以上", "68", "每年1剂"],
            ["流感疫苗（四价）", "3岁及以上", "128", "每年1剂"],
            ["HPV疫苗（二价，国产）", "9至45岁女性", "329", "2至3剂"],
            ["HPV疫苗（四价）", "9至45岁女性", "798", "3剂"],
            ["HPV疫苗（九价）", "9至45岁女性", "1318", "3剂"],
            ["重组带状疱疹疫苗", "50岁及以上", "1598", "2剂"],
            ["人用狂犬病疫苗", "被动物咬伤抓伤后或者高风险职业人群", "285", "五针法5剂或者四针法4剂"],
            ["23价肺炎球菌多糖疫苗", "2岁及以上", "218", "1剂"],
        ]
    )
    + of.odf_list(
        [
            "九价HPV疫苗货源有限，预约后按登记先后顺序通知接种；三剂须在一年内接种完毕。",
            "60周岁以上本市户籍老人接种三价流感疫苗和23价肺炎疫苗，凭身份证享受政府补助，本人免费。",
            "可以使用医保个人账户支付，也可以使用微信、支付宝或者银行卡支付。",
        ]
    )
    + of.odf_h("二、接种须知", 2)
    + of.odf_list(
        [
            "本中心自费疫苗接种实行预约制，须提前通过“健康澄阳”小程序预约，未预约的当天不能接种。唯一的例外是被猫、狗等"
            "动物咬伤或者抓伤、需要接种狂犬病疫苗的，不用预约，在门诊时间内随到随打；门诊时间以外请到岳陵市第三人民医院"
            "急诊的狂犬病暴露处置门诊。",
            "接种时须带身份证；未成年人须由监护人陪同，并带儿童预防接种证。",
            "发热、急性疾病发作期和慢性病急性发作期暂缓接种；孕妇接种前须告知医生。",
            "接种后须在留观区观察30分钟，无异常方可离开；接种当天注射部位不要沾水。",
        ]
    )
    + of.odf_p("咨询电话：0817-2698 3120（门诊时间内）。")
    + "</office:text>"
)

MONEY_BOOK_ZH = [
    (
        "ch02.xhtml",
        "第二章　应急备用金",
        "<h1>第二章　应急备用金</h1>"
        "<p>理财的第一步不是投资，而是给家里留出一笔应急备用金，用来应付失业、生病、家电损坏这类突如其来的开支。没有这笔钱，"
        "一旦出事，就只能刷信用卡、借网贷，或者在行情不好的时候被迫卖掉股票和基金，小麻烦也会变成大麻烦。</p>"
        "<h2>一、准备多少</h2>"
        "<p>应急备用金按家庭每个月的必要开支来算：房租或者房贷、水电燃气、吃饭、交通、孩子的学费和保险费，不算旅游和"
        "大件消费。有稳定工资收入的上班族，准备3到6个月的必要开支就够了；收入不稳定的自由职业者和个体经营者，应当准备"
        "6到12个月的必要开支；家里只有一个人有收入，或者有老人需要赡养的，按上限准备。刚工作、还没有攒下钱的年轻人，"
        "可以先攒够1个月的开支，再一步一步加到3个月。</p>"
        "<h2>二、放在哪里</h2>"
        "<p>应急备用金最要紧的是随时能取出来，其次才是收益。可以把它分成两部分：大约一个月的开支放在活期存款或者货币"
        "基金里，当天就能用；其余的放在定期存款或者银行的短期理财产品里，收益高一些。不要把应急备用金拿去买股票、"
        "基金或者期限很长的理财产品。</p>"
        "<h2>三、用了以后</h2>"
        "<p>动用了应急备用金，要在接下来的几个月里把它补回来。每年检查一次：家里的开支变大了，备用金也要跟着增加。</p>",
    ),
    (
        "ch05.xhtml",
        "第五章　家庭保险",
        "<h1>第五章　家庭保险</h1>"
        "<p>保险是用一笔确定的小钱，去防范一笔不确定的大钱。配置家庭保险要先保大人、后保孩子，先保家里挣钱最多的人。"
        "一个家庭每年的保费，一般不要超过家庭年收入的10%，刚开始可以控制在5%左右。</p>"
        "<h2>先买哪几种</h2>"
        "<p>有基本医疗保险的家庭，可以再买一份百万医疗险，补上大病住院的自费部分，每人每年几百元就够了。家里的经济支柱"
        "应当买定期寿险和重疾险：定期寿险的保额一般是家庭负债加上5到10年的家庭开支，重疾险的保额最好能覆盖3到5年的"
        "收入。意外险便宜，全家都可以买。</p>",
    ),
]


def _fees_schedule() -> bytes:
    """The university's fee schedule: its paragraphs, the None among them the table of fees, and footnotes."""
    body = "".join(of.w_table(FEES_TABLE) if p is None else of.w_p(*p) for p in FEES_PARAGRAPHS)
    return of.steady(of.docx(body, FEES_STYLES, footnotes=FEES_FOOTNOTES))


FRESH22_DOCS: dict[str, str | bytes] = {
    "haverleigh-funeral-directors/arranging-a-funeral-2028.md": FUNERAL_GUIDE,
    "calloway-bank/current-account-fees-and-charges-2028.html": BANK_FEES_PAGE,
    "thornbury-vale-university/tuition-fees-2028-29.docx": _fees_schedule(),
    "clearwell-hearing/price-list-2028.xlsx": of.steady(of.xlsx(HEARING_PRICES)),
    "millbrook-credit-union/members-evening-loans-and-savings-2028.pptx": of.steady(of.pptx(CREDIT_UNION_DECK)),
    "marsh-and-pellow-solicitors/re-your-conveyancing-quote.eml": CONVEYANCING_EML,
    "brookfield-lane-surgery/fees-for-non-nhs-work-2028-29.pdf": make_pdf(SURGERY_FEES_PAGES),
    "澜溪市出租汽车运价调整公告.txt": TAXI_NOTICE_ZH,
    "杏林堂中医馆价目表.csv": TCM_CLINIC_PRICES_ZH,
    "恒泰电子员工补充医疗费用报销管理办法.docx": of.w_document(MEDICAL_RULES, [MEDICAL_TABLE], MEDICAL_STYLES),
    "澄阳街道社区卫生服务中心自费疫苗接种须知和价格.odt": of.steady(
        of.odf("application/vnd.oasis.opendocument.text", VACCINE_BODY)
    ),
    "家庭理财入门.epub": of.steady(of.epub(MONEY_BOOK_ZH, title="家庭理财入门")),
}
