"""The documents of the answer evaluation's `fresh25` set (questions in tests/docs/answer_fresh25.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Wedding venues,
laundrettes, music exam boards, tool hire depots, cricket clubs, carpet fitters, airports, cities, housekeeping firms,
companies, ice rinks, books and people are made up.

- A country house wedding venue's guide for couples, with its prices and terms of hire, in Markdown, a long document
  (about 3,500 words): a table of the venue hire by day of the week with the off-peak, shoulder and peak season side
  by side and the ceremony in the Orangery or the Walled Garden added to it, catering and drinks packages per guest,
  no candles or other naked flames in the buildings with one exception for candles inside glass on the dining tables
  in the Barn and the mantelpieces of the Great Hall, and, deep inside, the terms of hire with the corkage on still
  wine, sparkling wine and spirits in look-alike clauses (`fennick-court/weddings-guide-and-terms-2028-29.md`).
- A laundrette's prices page in HTML: washers by size with and without the shop's detergent side by side, service
  washes ready the next working day or the same day, duvets, pillows and toppers in synthetic and in feather and down
  side by side, and no dry cleaning (`the-washtub-laundrette/prices.html`).
- A music exam board's fees and regulations (.docx, built in code, with footnotes): a table of the grades from the
  Initial grade to Grade 8 with the practical exam in person and the performance grade by video side by side, sessions
  and closing dates, no refunds after the closing date with one exception for a candidate who is ill or injured in the
  week of the exam, and the late entry fee only in a footnote
  (`carrow-music-exams/exam-fees-and-regulations-2028.docx`).
- A tool hire depot's rates (.xlsx, built in code, three sheets): thirteen tools at a half day, a day, a weekend and
  a week side by side, consumables, and deposits and delivery (`hirewell-tool-hire/hire-rates-2028.xlsx`).
- A cricket club's welcome deck for the families of its juniors (.pptx, built in code): a table of age groups with
  training times and subscriptions for the first child and each brother or sister, no juniors under 13 in adult
  matches with one exception for a 12-year-old picked by the head coach, in the speaker notes, and whom to ask about
  borrowing a helmet, in the speaker notes (`ellerby-park-cricket-club/junior-section-welcome-2028.pptx`).
- A carpet fitter's e-mail (.eml) whose reply on top moves the day of the fitting, over the customer's question and
  the original quote quoted below it, which alone holds taking away the old carpets and the other prices
  (`loomcraft-carpets/re-your-carpet-quote.eml`).
- An airport's parking prices as a PDF: the Short Stay, Long Stay and Meet and Greet car parks by length of stay in
  look-alike lines, extras, and minibuses and vans in the Long Stay car park priced only on request
  (`fernley-airport-parking/parking-prices-2028.pdf`).
- A Chinese city's notice on its benefits for blood donors (无偿献血者优待政策) as one long line: who can give blood
  and the intervals between donations of whole blood and of platelets in look-alike clauses, free blood for donors
  and their families, the allowance for each donation, where to give, and a supplement at the end that raises the
  allowance for whole blood (`霁川市关于落实无偿献血者优待政策的通知.txt`).
- A Chinese housekeeping firm's price list (.csv): sixteen rows of cleaning by the hour, deep cleaning and cleaning
  after building work by the size of the home, windows, appliances and nannies with the weekday and the weekend price
  side by side, look-alike rows by floor area, and a live-in housekeeper priced only by agreement
  (`好帮手家政服务价目表.csv`).
- A Chinese company's rules on its trade union's gifts to members (工会会员慰问管理办法, .docx built in code) in
  numbered articles (第X条): a table of occasions with the sum for each, look-alike rows for the deaths of family
  members, and time limits for applying with a longer one for weddings (`瑞丰电子工会会员慰问管理办法.docx`).
- A Chinese ice rink's prices and rules (.odt, built in code): a table of tickets for adults and children, lessons
  and skating aids with weekday and weekend prices side by side, and no children under 5 on the ice with one
  exception for children of 3 and 4 with a parent and a skating aid in the children's area
  (`星湖真冰滑冰场票价和入场须知.odt`).
- Two chapters of a Chinese book for beginners at calligraphy as an e-book (.epub built in code): brushes by size with
  the size of character each suits, paper and ink, and how to practise (`毛笔书法入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

WEDDING_GUIDE = """# Fennick Court Weddings 2028-29: guide for couples, prices and terms of hire

Fennick Court, Little Amberstone, Dunmere DN4 8RW. Weddings office: weddings@fennickcourt.example, or 01632 993 560 on
weekdays from 9am to 5pm and on Saturdays by appointment. This guide covers weddings held between 1 April 2028 and 31
March 2029. Please read all of it, including the terms of hire near the end, before you sign your booking form: the
booking form and this guide together make up our agreement with you.

## 1. Welcome to Fennick Court

Fennick Court is a Georgian house of honey-coloured stone at the end of a lime avenue, with a walled garden, a thatched
Orangery and a restored threshing barn, set in forty acres of parkland above the river Amber. The house was built in
1764 for a wool merchant, Josiah Fennick, and stayed in his family until 1952. After forty years as a school and ten
empty, it was bought by the Lanyon family, who restored it room by room and held the first wedding here in 2006. We
still live in the east wing, and the house is still our home: that is why we hold only one wedding a day, and why the
whole estate is yours from the morning of your wedding until the last of your guests have gone to bed.

Our weddings team is small. Your wedding coordinator will be with you from your first visit to the end of your
wedding night, will walk you through every decision and will be the person you call with every question. On the day
itself a duty manager, a head of catering and as many staff as your numbers need will look after you and your guests,
so that you never have to think about what happens next.

## 2. The spaces

The Great Hall, with its stone staircase, marble fireplaces and portraits of the Fennick family, is where your guests
gather for drinks on a cold or wet day, and where the evening's dancing can spill over when the Barn is full. It holds
up to 120 people standing.

The Orangery, on the south side of the house, is licensed for civil ceremonies for up to 110 guests seated. Its tall
windows look over the walled garden, and its thatched roof keeps it cool in summer; in winter we light the stoves an
hour before your guests arrive.

The Walled Garden, with its long border, its old apple trees and its brick paths, is licensed for ceremonies in the
open air under the oak pergola, for up to 130 guests seated. Outdoor ceremonies are held only from April to October,
and if the weather turns against you on the day, we move your ceremony into the Orangery without charge: the decision
is taken together with you by 10am.

The Barn, across the stable yard, is where you eat, drink and dance. It seats 160 guests for the wedding breakfast at
round tables, or 180 on long banqueting tables, and holds 220 for the evening reception. It has its own bar, a sprung
oak dance floor, cloakroom, toilets and a covered terrace that looks over the park.

The Stable Yard, between the house and the Barn, is where we serve drinks after the ceremony on fine days, and where a
food van or a hog roast can be set up in the evening.

## 3. Venue hire prices

The price of hiring the venue depends on the day of the week and the season. Seasons are by the date of your wedding:
off-peak from November to March, shoulder in April and October, and peak from May to September. All prices include
VAT.

| Day of your wedding | Off-peak, November to March | Shoulder, April and October | Peak, May to September |
|---|---|---|---|
| Monday to Thursday | £2,400 | £3,100 | £3,900 |
| Friday | £3,600 | £4,500 | £5,600 |
| Saturday | £4,800 | £6,200 | £7,500 |
| Sunday | £3,300 | £4,200 | £5,200 |
| Sunday of a bank holiday weekend | £4,400 | £5,700 | £6,900 |
| Ceremony in the Orangery, added to the hire | £450 | £495 | £550 |
| Ceremony in the Walled Garden, added to the hire | Not available | £650 | £750 |

The ceremony fee is ours, for the room or the garden, its setting up and our staff. It does not include the fees of
the registrars, which you pay to the county register office yourselves, nor those of a celebrant or a minister. If
you marry elsewhere, at a church or a register office, and come to Fennick Court only for your reception, you pay the
hire alone.

Christmas Eve, Christmas Day, Boxing Day and New Year's Eve are priced on request. We do not hold weddings on New
Year's Day.

## 4. What the hire includes

The venue hire gives you exclusive use of the house's ground floor, the Orangery, the Walled Garden, the Barn, the
Stable Yard and the park from 10am on your wedding day until 1am the next morning, and of the bedrooms in the house
from 3pm on your wedding day until 11am the next morning.

It includes the tables and chairs for the ceremony, the wedding breakfast and the evening, white linen tablecloths and
napkins, our glassware, china and cutlery, a cake table and a silver cake stand and knife, easels for your table plan
and signs, a sound system with a microphone for the speeches, the services of your wedding coordinator and of our duty
manager on the day, and the cleaning afterwards.

It does not include food or drink, which are priced per guest in section 6 and section 7, nor the bedrooms in the
cottages, which are described in section 9.

## 5. Numbers

There is no minimum number of guests on Monday to Thursday or in the off-peak season. From Friday to Sunday in the
shoulder and peak seasons, we ask for at least 70 adults at the wedding breakfast, or the catering charge for 70
adults if you have fewer. The most we can seat for the wedding breakfast is 180, and the most we can welcome on the
estate during the evening is 220, including the guests who were there during the day.

You give us your final numbers, with any dietary needs, four weeks before your wedding. After that, numbers may go up,
if we can seat the extra guests, but the catering charge will not go down if they fall.

## 6. Food

All the food at Fennick Court is cooked in our own kitchen by our head chef, Oliver Brandt, and his team, from meat
from the home farm, vegetables from the walled garden when they are in season, and cheese from the dairies of the
valley. You choose your menu at a tasting for two, which is included in the price, about four months before your
wedding.

| Catering, per guest | Adults | Children, 3 to 11 |
|---|---|---|
| Canapés, four kinds, with the drinks reception | £11 | Not served |
| Wedding breakfast, three courses, served at the table | £68 | £29 |
| Wedding breakfast, sharing platters and feasting boards | £74 | £29 |
| Evening food: hog roast in the Stable Yard | £17 | £9 |
| Evening food: wood-fired pizza from our oven | £15 | £8 |
| Evening food: bacon and sausage rolls at 10pm | £8 | £5 |

Children under 3 eat free from the children's menu. Suppliers, such as your photographer and your band, are served a
main course and a soft drink for £24 each, in a separate room, at the same time as your guests.

Every menu can be made vegetarian, vegan, gluten free or free of nuts, and our chef will talk to any guest with a
serious allergy before the day. We cannot guarantee that any dish is free of traces of nuts, because we use nuts in
the same kitchen.

Your wedding cake may come from a baker of your choice. We will store it, set it up on the cake table and cut it and
serve it on platters in the evening, without charge, or plate it as your dessert for £3 a guest.

## 7. The bar and drinks packages

Our bar in the Barn is open from the end of the wedding breakfast until 12:30am, serving local beer and cider, wine,
spirits and soft drinks at the prices of a good country pub. You can put money behind the bar for your guests, up to
an amount you choose, and we will tell you when it has been reached.

For the drinks reception, the wedding breakfast and the toasts we offer three packages, priced per adult guest:

- The Lime Avenue: a glass of Prosecco or a bottle of local beer on arrival and a top up, half a bottle of house wine
  with the meal, and a glass of Prosecco for the toasts, £32.
- The Orangery: a glass of Champagne or a cocktail of the season on arrival and a top up, half a bottle of wine from
  our cellar list with the meal, and a glass of Champagne for the toasts, £46.
- The Fennick: Champagne throughout the drinks reception, unlimited wine from our cellar list during the meal, and a
  glass of vintage Champagne for the toasts, £64.

Children under 18 have elderflower pressé or fruit juice throughout, for £7 a child. If you would rather bring your
own wine or fizz, that is possible too, with the corkage charges in the terms of hire (section 17).

## 8. Timings on the day

A typical day begins with a ceremony at 1pm or 2pm, followed by drinks in the Stable Yard or the Walled Garden, the
wedding breakfast at about 4pm, speeches, the cutting of the cake and the first dance at about 8pm. Evening guests
usually arrive at 7:30pm.

Ceremonies may begin no earlier than 11am and no later than 4pm. Music in the Barn must end at 11:45pm, the bar
closes at 12:30am, and all guests who are not staying at Fennick Court must have left the estate by 1am. Taxis should
be booked for 12:30am at the latest, and we ask your guests to leave quietly: the village is close, and our licence
depends on it.

## 9. Staying at Fennick Court

The house has eleven bedrooms, all with their own bathrooms, which sleep up to 24 guests. The bridal suite, with its
four-poster bed and its dressing room where the bride or brides can get ready with their party, is included in the hire
for the night of the wedding. The other ten rooms are £165 a room for the night of the wedding, with breakfast, and are
booked through us, not by your guests directly.

The three cottages in the stable yard, each sleeping four, are £280 a cottage a night, with a minimum of two nights
over the weekend of your wedding. Breakfast for cottage guests is served in the house.

Breakfast the morning after is served in the Great Hall from 8am to 10am, and the bedrooms must be left by 11am. A
late breakfast or a brunch for all your guests the next day can be arranged in the Barn, at prices we will quote.

## 10. Candles, fireworks and decorations

The Barn is a listed timber building, the Orangery has a thatched roof, and the house is full of old panelling and
paintings, so we have to be strict about fire.

Candles and all other naked flames are not allowed anywhere in the house, the Orangery or the Barn. The one exception
is candles inside glass: tealights and pillar candles in glass hurricane lamps, jars or holders whose glass rises
above the flame, which you may have on the dining tables in the Barn and on the mantelpieces of the Great Hall. Our
staff light them and put them out, and no candle may be left burning when the room is empty.

Sparklers, sky lanterns, fireworks, flares, smoke bombs and confetti cannons are not allowed anywhere on the estate,
because of the thatch, the livestock in the park and our neighbours. Petal confetti is welcome outside; paper and
plastic confetti are not.

You may decorate the rooms as you like, but nothing may be fixed to the walls, the beams or the panelling with nails,
pins, tape or adhesive putty. We have hooks in the Barn's beams for garlands and festoon lights, and our staff will
help you hang them. Decorations must be taken away by 11am the morning after your wedding, or we will clear them for
a charge of £90.

## 11. Music and dancing

Bands and DJs play in the Barn, which has a sound limiter that cuts the power to the stage if the music is louder than
our licence allows. A band can set up from 2pm and must be out of the Barn by 12:30am; please make sure your band
knows this when you book it.

A string quartet, a harpist or a solo guitarist may play in the Orangery, the Great Hall or the Walled Garden during
the day. Amplified music outside the Barn is not allowed after 7pm.

## 12. Photographs and video

Your photographer may go anywhere on the estate, including the roof terrace of the house, with one of our staff. The
lime avenue, the walled garden and the lake in the park are the places most couples choose. Drones may be flown only
by a photographer who holds the right certificate and insurance and has sent them to us two weeks before your wedding,
and never over the park while the sheep are in it.

## 13. Getting here and parking

Fennick Court is two miles from Dunmere, off the A641. Dunmere station is on the main line between Kelsham and
Westbury Cross, and the taxi firms we recommend are listed in the welcome pack we send you. There is free parking for
up to 90 cars in the paddock by the stable yard, and guests may leave their cars overnight if they collect them by
11am the next day.

A coach or a minibus can drop guests at the front door and turn in the courtyard. Vintage cars and horse-drawn
carriages are welcome on the lime avenue for arrivals and photographs.

## 14. Accessibility

The ground floor of the house, the Orangery, the Barn and the paths of the Walled Garden have step-free access, and
there are accessible toilets in the house and in the Barn. One bedroom in the house and one cottage have been adapted
for guests who use a wheelchair. Please tell your coordinator about any guest who needs help, and we will plan their
day with you.

## 15. Booking and paying

We hold a date for you for seven days without charge after your visit. To book it, you sign the booking form and pay
a booking fee of £1,500, which is part of the venue hire and is not refundable. A further 50% of the venue hire is due
twelve months before your wedding, or on booking if your wedding is less than twelve months away. The balance of the
hire, the catering, the drinks and the bedrooms is due eight weeks before your wedding, from the final invoice we send
you after your final planning meeting. Any money left behind the bar, and anything added on the day, is paid within
seven days after the wedding.

A damage deposit of £500 is paid with the balance and refunded within fourteen days after your wedding, less the cost
of putting right any damage to the house, the grounds or our equipment caused by you, your guests or your suppliers.

## 16. Cancelling or moving your wedding

If you have to cancel, please tell us in writing as soon as you can. The booking fee is never refunded. Of the rest of
the venue hire, we keep 50% if you cancel more than twelve months before your wedding, 75% if you cancel between
twelve and six months before it, and all of it if you cancel less than six months before it. Catering, drinks and
bedrooms are refunded in full if you cancel more than eight weeks before your wedding.

If we are able to let your date to another couple, we will refund what we receive from them, up to the amount you
lost. We strongly recommend wedding insurance.

You can move your wedding once to another date within eighteen months of the first, if the new date is free, for a fee
of £250, paying the difference if the new date is dearer. If the new date is cheaper, the difference is not refunded.

## 17. Terms of hire

These terms apply to every wedding, civil partnership and celebration held at Fennick Court, together with the booking
form.

Suppliers. You may choose your own photographer, florist, band, celebrant, hair and make-up artists and cake maker.
All food, apart from your wedding cake and favours, must be prepared by our kitchen, and all drinks served on the
estate must be bought from us or served by us under the corkage charges below. Every supplier who works on the estate
must have public liability insurance of at least £2 million and must follow the instructions of our duty manager.

Bringing your own drinks. You may bring your own still wine and sparkling wine for the wedding breakfast and the
toasts instead of buying them from us, and pay corkage on every bottle we open and serve: £14 a bottle of still wine,
£19 a bottle of Champagne or other sparkling wine, and £35 a bottle of spirits for a spirits table in the evening.
Magnums count as two bottles. Corkage covers chilling the bottles, our glassware and serving by our staff, and bottles
that are not opened are given back to you. Beer, cider and soft drinks may not be brought in, and nothing you bring
may be sold to your guests. Your drinks must be delivered to the Barn, labelled with your names, no earlier than two
days before your wedding and collected by 11am the next day.

Behaviour. Our staff may refuse to serve a guest who has had too much to drink, and our duty manager may ask a guest
who is aggressive, threatening or behaving dangerously to leave the estate. You are responsible for the behaviour of
your guests and suppliers and for any damage they cause.

Children. Children must be looked after by an adult at all times, and must not go into the lake, the ha-ha or the
fields, or onto the roof terrace without an adult. The lake in the park is deep and has no lifeguard.

Pets. Dogs on leads are welcome in the gardens and the park for the ceremony and photographs, with a person who looks
after them, but not in the house, the Orangery or the Barn, except for assistance dogs.

Smoking. Smoking and vaping are not allowed in any building, nor in the Walled Garden. There is a smoking area with a
shelter by the stable yard gate.

Property left behind. We keep anything found after your wedding for four weeks, and we will post it to you for the
cost of the postage. We are not responsible for gifts, cards or belongings left on the estate; please ask a member of
your family to take the gifts and the card box away at the end of the evening.

If we must cancel. If we are unable to hold your wedding for a reason within our control, we will refund everything
you have paid us. If we are unable to hold it for a reason outside our control, such as fire, flood or a government
order, we will offer you another date of your choice without charge, or refund everything you have paid us if you do
not want one.

## 18. Your coordinator and your planning meetings

After you book, your coordinator will meet you three times: about twelve months before your wedding to talk about
the shape of the day, at your menu tasting about four months before it, and at a final planning meeting about ten
weeks before it, when we agree the running order, the table plan, the suppliers' arrival times and everything else
that happens on the day. Between the meetings, your coordinator answers your emails within two working days.

## 19. Contact us

Weddings office: weddings@fennickcourt.example, 01632 993 560. Show rounds are held on weekdays and on the first
Saturday of each month, by appointment. Our open evenings, with the Barn dressed for a wedding and our suppliers on
hand, are held in February and in September. We look forward to showing you around.
"""

LAUNDRETTE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Prices | The Washtub Laundrette, Pennant Road, Halbury</title>
</head>
<body>
<header><a href="/">The Washtub Laundrette</a> &middot; <a href="/find-us">Find us</a> &middot; Prices</header>
<main>
<h1>Prices</h1>
<p>The Washtub is a family-run laundrette on Pennant Road, Halbury, open every day from 7am to 9pm, with the last wash
at 8pm. Our washers and dryers take cards, phones and coins, and our staff are here from 8am to 6pm on weekdays and
from 9am to 4pm on Saturdays for service washes, duvets and advice. Prices from 1 March 2028, including VAT.</p>

<h2>Do it yourself: washers</h2>
<table>
<thead><tr><th>Washer</th><th>A wash, bring your own powder</th><th>A wash with our detergent and softener</th></tr>
</thead>
<tbody>
<tr><td>Small washer, 8 kg: about one load from a home machine</td><td>&pound;4.50</td><td>&pound;5.30</td></tr>
<tr><td>Medium washer, 12 kg: towels and bedding</td><td>&pound;6.00</td><td>&pound;6.80</td></tr>
<tr><td>Large washer, 18 kg: a double duvet or two loads</td><td>&pound;8.50</td><td>&pound;9.50</td></tr>
<tr><td>Giant washer, 25 kg: the biggest duvets, sleeping bags and dog beds</td><td>&pound;11.00</td><td>&pound;12.20</td>
</tr>
</tbody>
</table>
<p>Dryers cost &pound;1 for 10 minutes, whichever dryer you use; most loads need 30 to 40 minutes, and duvets an hour
or more. Every wash is about 35 minutes. Please do not wash trainers, rugs with rubber backing or anything that has
been soaked in petrol, oil or paint in our machines.</p>

<h2>Service washes: we wash, dry and fold for you</h2>
<table>
<thead><tr><th>Your bag</th><th>Ready the next working day</th><th>Ready the same day, in by 10am</th></tr></thead>
<tbody>
<tr><td>Up to 6 kg</td><td>&pound;15</td><td>&pound;19</td></tr>
<tr><td>Up to 10 kg</td><td>&pound;22</td><td>&pound;27</td></tr>
<tr><td>Each kg over 10 kg</td><td>&pound;2</td><td>&pound;2.50</td></tr>
</tbody>
</table>
<p>We weigh your bag when you bring it in and wash at 40&deg;C unless you ask for something else. Whites and colours
are washed apart. We can iron shirts for &pound;1.80 a shirt, ready the next working day.</p>

<h2>Duvets, pillows and bedding</h2>
<table>
<thead><tr><th>Item</th><th>Synthetic or microfibre</th><th>Feather and down</th></tr></thead>
<tbody>
<tr><td>Single duvet</td><td>&pound;14</td><td>&pound;18</td></tr>
<tr><td>Double duvet</td><td>&pound;16</td><td>&pound;21</td></tr>
<tr><td>King-size duvet</td><td>&pound;18</td><td>&pound;24</td></tr>
<tr><td>Super king duvet</td><td>&pound;20</td><td>&pound;27</td></tr>
<tr><td>Pillow, each</td><td>&pound;5</td><td>&pound;7</td></tr>
<tr><td>Mattress topper, any size</td><td>&pound;16</td><td>&pound;22</td></tr>
</tbody>
</table>
<p>Duvets and pillows are washed, dried right through and ready in two working days. Feather and down are dried
slowly, with tennis balls in the drum, so that the filling does not clump.</p>

<h2>What we don't do</h2>
<p>We are a laundrette, not a dry cleaner: we do not dry-clean, and we cannot take anything labelled &ldquo;dry clean
only&rdquo;, nor leather, suede, fur or wedding dresses. We do not do alterations or repairs either, but we are happy
to tell you where to go for them.</p>

<h2>Paying and collecting</h2>
<p>Service washes and duvets are paid for when you collect them. Anything not collected within 60 days is given to
charity. Ring us on 01632 994 727 or email hello@washtublaundrette.example.</p>
</main>
</body>
</html>
"""

EXAM_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
EXAM_PARAGRAPHS = [
    ("Carrow Music Exams: exam fees and regulations for 2028, United Kingdom", "Title"),
    (
        "Carrow Music Exams, 9 Chantry Walk, Norbury Minster NM2 7AX. Telephone 01632 995 082, email "
        "entries@carrowmusicexams.example. These fees and regulations apply to exams taken in the United Kingdom in the "
        "spring, summer and autumn sessions of 2028.",
        None,
    ),
    ("Our exams", "Heading1"),
    (
        "We examine every orchestral instrument, the piano, the guitar, the drum kit and singing, from the Initial "
        "grade to Grade 8. A practical exam is taken in person at one of our public centres, with an examiner in the "
        "room. A performance grade is filmed by the candidate's teacher and sent to us by video: the candidate plays "
        "four pieces, with no scales or aural tests, and an examiner marks the recording.",
        None,
    ),
    ("Fees", "Heading1"),
    ("Fees are for one candidate and one exam, and the same for every instrument and for singing.", None),
    None,  # the table of fees
    (
        "Fees are paid in full when the entry is made, by the teacher or by a parent, online at our website. Entries "
        "made at a private visit, when an examiner comes to a teacher's own studio or a school, pay the same fees.",
        None,
    ),
    ("Sessions and closing dates", "Heading1"),
    (
        "The spring session runs from 6 to 25 March, with entries closing on 20 January. The summer session runs from "
        "5 June to 15 July, with entries closing on 7 April. The autumn session runs from 30 October to 9 December, "
        "with entries closing on 1 September. Performance grades can be sent to us at any time of the year.",
        None,
    ),
    (
        "We send the date, time and place of each practical exam three weeks before the session begins. We cannot "
        "promise a particular date, but we will try to avoid dates that the teacher tells us of when entering.",
        None,
    ),
    ("Withdrawing and refunds", "Heading1"),
    ("Entries withdrawn on or before the closing date are refunded in full.", None),
    (
        "After the closing date, fees are not refunded and cannot be carried over to a later session, whatever the "
        "reason for the withdrawal, because the examiner's time has been booked. The one exception is a candidate who "
        "is ill or injured on the day of the exam or in the seven days before it: send us a doctor's letter within 14 "
        "days of the exam date and we will refund half the fee.",
        None,
    ),
    ("On the day", "Heading1"),
    (
        "Candidates should arrive at the centre 15 minutes before their exam, with their own music and any "
        "instrument other than a piano. Candidates in Grades 1 to 8 must bring their own accompanist where a piece has "
        "a piano part. A practical exam takes between 12 minutes at the Initial grade and 30 minutes at Grade 8.",
        None,
    ),
    ("Results and certificates", "Heading1"),
    (
        "Results are sent to the teacher or the parent who entered the candidate within three weeks of the exam, and "
        "certificates within eight weeks. The pass mark is 100 out of 150; 120 is a merit and 130 a distinction.",
        None,
    ),
    (
        "If you think the exam was not run properly, write to us within 14 days of receiving the result. We do not "
        "change marks because a candidate or teacher disagrees with the examiner's judgement.",
        None,
    ),
]
EXAM_TABLE = [
    ["Grade", "Practical exam, in person", "Performance grade, by video"],
    ["Initial grade", "£41", "£36"],
    ["Grade 1", "£47", "£42"],
    ["Grade 2", "£53", "£46"],
    ["Grade 3", "£58", "£51"],
    ["Grade 4", "£64", "£56"],
    ["Grade 5", "£69", "£61"],
    ["Grade 6", "£79", "£70"],
    ["Grade 7", "£87", "£77"],
    ["Grade 8", "£98", "£86"],
    ["Music theory, grades 1 to 5, online", "£39", "Not offered"],
    ["Music theory, grades 6 to 8, online", "£55", "Not offered"],
]
EXAM_FOOTNOTES = [
    "Entries that reach us up to 7 days after the closing date are accepted with a late entry fee of £16 a "
    "candidate, added to the exam fee; entries that come later go into the next session.",
    "A private visit needs at least three hours of exams on one day; ask us for a date before entering.",
]

TOOL_RATES = {
    "Hire rates": [
        ["Tool", "Half day, 4 hours", "One day", "Weekend", "One week"],
        ["SDS hammer drill", "£18", "£26", "£32", "£58"],
        ["Breaker, 15 kg, electric", "£28", "£38", "£46", "£92"],
        ["Cement mixer, 110 litres, electric", "£20", "£29", "£35", "£64"],
        ["Plate compactor, petrol", "£34", "£48", "£57", "£120"],
        ["Floor sander, drum", "£36", "£52", "£62", "£135"],
        ["Floor edging sander", "£26", "£37", "£44", "£98"],
        ["Carpet cleaner", "£21", "£30", "£36", "£72"],
        ["Wallpaper stripper, steam", "£12", "£17", "£21", "£40"],
        ["Tile cutter, electric wet saw", "£24", "£34", "£41", "£82"],
        ["Pressure washer, petrol", "£30", "£43", "£52", "£108"],
        ["Hedge trimmer, long reach", "£22", "£31", "£37", "£75"],
        ["Mini digger, 1.5 tonne, with its trailer", "Not available", "£145", "£195", "£460"],
        ["Scaffold tower, 5 m working height", "Not available", "£55", "£66", "£150"],
        [],
        ["Weekend: collect from Saturday at noon, return by Monday at 9am. The depot is closed on Sundays."],
        ["A week is seven days from the time you collect. Prices include VAT."],
    ],
    "Consumables": [
        ["Item", "Price", "Notes"],
        ["Sanding sheets for the drum floor sander, pack of 10", "£24", "Coarse, medium or fine"],
        ["Sanding discs for the edging sander, pack of 10", "£15", "Coarse, medium or fine"],
        ["Carpet shampoo, 5 litres", "£16", "About four rooms"],
        ["Diamond blade for the tile cutter", "£6 a day of hire", "Charged for wear"],
        ["Dust masks, FFP3, box of 5", "£9", ""],
        ["Ear defenders", "£7", "Yours to keep"],
        ["Unused sheets, discs and shampoo can be returned with the tool for a full refund."],
    ],
    "Deposits and delivery": [
        ["Deposit and delivery", "Price", "Notes"],
        ["Deposit, hand tools and small power tools", "£50", "Refunded when the tool comes back clean"],
        ["Deposit, sanders, cutters, breakers and washers", "£100", ""],
        ["Deposit, mini digger and scaffold tower", "£300", "Trade account holders pay no deposit"],
        ["Delivery and collection, within 5 miles of the depot", "£20", "Each way"],
        ["Delivery and collection, 5 to 12 miles", "£32", "Each way"],
        ["Delivery over 12 miles", "Quoted when you book", ""],
        ["Cleaning charge for tools returned dirty", "£25", ""],
        [
            "Bring photo identification and a bill with your address from the last three months. Hirewell Tool Hire, "
            "Unit 3, Brindle Road Trading Estate, Calderford CF4 2NP. Telephone 01632 996 118."
        ],
    ],
}

# The club's slides in the order they are shown; what the presenter says beyond them is in "notes"
CRICKET_DECK = [
    {"title": "Ellerby Park Cricket Club: welcome to the junior section", "body": ["Families' evening, April 2028"]},
    {
        "title": "Age groups and subscriptions, 2028 season",
        "table": [
            ["Age group", "Training", "First child", "Each brother or sister"],
            ["All Stars, 5 to 8", "Fridays 5:30 to 6:30pm, May to July", "£45", "£35"],
            ["Under 9s, soft ball", "Fridays 6 to 7pm", "£60", "£45"],
            ["Under 11s", "Tuesdays 6 to 7:30pm", "£85", "£65"],
            ["Under 13s", "Tuesdays 6 to 7:30pm", "£95", "£72"],
            ["Under 15s", "Thursdays 6 to 7:30pm", "£105", "£80"],
            ["Under 17s", "Thursdays 6:30 to 8pm", "£110", "£84"],
        ],
        "body": [
            "Age groups go by the player's age on 1 September 2027",
            "Subscriptions include training, junior match fees and a club playing shirt",
        ],
    },
    {
        "title": "Matches",
        "body": [
            "Junior league matches on Sunday mornings, April to August",
            "Adult league matches on Saturdays, for players aged 13 and over",
            "Parents drive to away matches; the fixture list goes out in April",
        ],
        "notes": [
            "Parents of good young players always ask about adult cricket, so be clear. Nobody under 13 plays in our "
            "Saturday adult league sides: the ball is harder and faster, and the league's rules are written for older "
            "players. The one exception is a 12-year-old whom our head coach, Sam Hartley, has picked and whose parent "
            "has signed the league's consent form; they field away from the bat and bowl no more than five overs. "
            "There are no exceptions for players of 11 or younger, however good they are."
        ],
    },
    {
        "title": "Kit and safety",
        "body": [
            "Helmets with a faceguard when batting, keeping wicket and fielding close, in all hard-ball cricket",
            "Whites for matches from Under 13s up; club shirt and dark trousers for younger players",
            "The club lends bats and pads to juniors in their first season",
        ],
        "notes": [
            "Helmets are the thing families most often haven't got yet. The club keeps a stock of junior helmets to "
            "lend: ask our kit steward, Bernadette Quayle, at kit@ellerbyparkcc.example, before your child's first "
            "hard-ball session, and she will fit one and sign it out to them for the season."
        ],
    },
    {
        "title": "Who to contact",
        "body": [
            "Junior section organiser: Martin Eccles, juniors@ellerbyparkcc.example, 07700 900 318",
            "Club welfare officer: Aisha Rahman, welfare@ellerbyparkcc.example",
            "Ellerby Park Cricket Club, The Pavilion, Ellerby Park, Ellerby EL6 9JD",
        ],
    },
]

CARPET_EML = """Message-ID: <20280905143210.4418@loomcraftcarpets.example>
Date: Tue, 05 Sep 2028 14:32:10 +0100
From: Dan Hurst <dan@loomcraftcarpets.example>
To: Rachel Penrose <rachel.penrose@postbox.example>
Subject: Re: Your carpet quote
In-Reply-To: <Rp92Kd7@postbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear Rachel,

Thank you for going ahead, and I'm sorry to have to change our plans already. The mill has told us this morning that
the wool twist for your stairs and landing won't reach us until the end of next week, so we can't fit on Tuesday 12
September as we arranged. We'll fit all three areas together on Thursday 21 September instead, arriving at 8am. None
of the prices change.

As for your question: yes, our fitters will move the ordinary furniture out of each room and put it back, as long as
drawers and wardrobes are emptied first. We can't move pianos, fish tanks or anything that is plumbed in.

Best wishes,
Dan Hurst
Loomcraft Carpets

On Fri, 1 Sep 2028 at 19:05, Rachel Penrose <rachel.penrose@postbox.example> wrote:
> Hi Dan,
>
> That all looks fine, please go ahead. Will your fitters move the furniture, or do we need to clear the rooms
> ourselves?
>
> Rachel
>
> On Wed, 30 Aug 2028 at 11:48, Dan Hurst <dan@loomcraftcarpets.example> wrote:
>> Dear Rachel,
>>
>> Thank you for letting me measure up on Monday. Here is our quote for the carpets we talked about, fitted on
>> Tuesday 12 September 2028:
>>
>> Living room, 4.8 m by 4.1 m, Saxony pile in Oatmeal, with underlay and gripper: £612
>> Stairs, 13 steps, and landing, wool twist in Slate, with underlay: £540
>> Main bedroom, 4.2 m by 3.6 m, twist pile in Dove Grey, with underlay: £398
>> Door bars in brushed chrome: £14 each, four doors
>> Taking up and disposing of your old carpets and underlay: £65
>> Fitting: included in the prices above
>>
>> To order the carpets we ask for a deposit of £300, and the rest when the fitting is finished.
>>
>> Best wishes,
>> Dan Hurst
>> Loomcraft Carpets, 14 Market Row, Eddington ED3 5LB · 01632 997 645
"""

AIRPORT_PARKING_PAGES = [
    [
        "Fernley Airport Official Parking: prices for 2028",
        "Prices are for one car, booked online at least 24 hours before you arrive, and include VAT.",
        "A day is each 24 hours, or part of 24 hours, from the time you drive into the car park.",
        "Short Stay car park, next to the terminal, each day: GBP 42",
        "Long Stay car park, bus to the terminal every 10 minutes, up to 3 days: GBP 45",
        "Long Stay car park, 4 to 7 days: GBP 72",
        "Long Stay car park, 8 to 14 days: GBP 109",
        "Long Stay car park, each day after 14 days: GBP 7",
        "Meet and Greet, hand over your keys at the terminal, up to 3 days: GBP 79",
        "Meet and Greet, 4 to 7 days: GBP 104",
        "Meet and Greet, 8 to 14 days: GBP 149",
        "Meet and Greet, each day after 14 days: GBP 9",
        "Extras you can add when you book, in any car park:",
        "Exterior wash while you are away: GBP 18",
        "Full valet, inside and out: GBP 46",
        "Electric car charged to 80 percent before you return, Meet and Greet only: GBP 32",
    ],
    [
        "Driving up and dropping off",
        "Driving up without booking: Short Stay GBP 55 a day, Long Stay GBP 26 a day.",
        "Drop-off zone outside the terminal: GBP 6 for up to 10 minutes, then GBP 1 a minute.",
        "Vehicles taller than 2.1 metres, minibuses, vans and cars towing trailers cannot use the Short Stay car park.",
        "Minibuses, vans and motorhomes in the Long Stay car park: price on request, call 01632 996 410.",
        "Blue Badge holders park in the Short Stay car park at the Long Stay price.",
        "Cancel up to 24 hours before you arrive for a full refund, less a fee of GBP 10; no refunds after that.",
        "Fernley Airport Parking, Terminal Road, Fernley FY8 3AP. Telephone 01632 996 400.",
    ],
]

BLOOD_DONOR_NOTICE_ZH = (
    "霁川市关于落实无偿献血者优待政策的通知。为弘扬人道、博爱、奉献精神，鼓励更多市民参加无偿献血，根据献血法和省里的有关"
    "规定，经市人民政府同意，现将我市无偿献血者的优待政策和有关事项通知如下。一、献血条件和间隔：年满18周岁至55周岁、身体"
    "健康的市民都可以献血；既往无献血反应、符合健康检查要求的多次献血者，可以延长至60周岁。全血献血每次200毫升至400毫升，"
    "两次全血献血的间隔不少于6个月；单采血小板献血的间隔不少于2周，一年内不超过24次；单采血小板后献全血的，间隔不少于4周；"
    "全血献血后单采血小板的，间隔不少于3个月。二、临床用血费用减免：献血者本人累计献血量达到800毫升以上的，终身免费使用临床"
    "用血；累计不足800毫升的，按累计献血量的5倍免交临床用血费用。献血者的配偶和直系亲属，按献血者累计献血量等量免交临床用血"
    "费用。在本市医疗机构用血的，出院结算时直接减免，不用先交后报；在外地用血的，凭献血证、用血发票和病历复印件到市中心血站"
    "办理报销。三、献血补贴：献血后发给误餐和交通补贴，全血献血每次50元，单采血小板献血每次100元，由采血点当场发放。四、"
    "荣誉和优待：获得全国无偿献血奉献奖金奖、银奖或者铜奖的献血者，凭证免费游览本市政府投资的公园和景区，免费乘坐市内公交车"
    "和地铁。五、献血地点和时间：市中心血站（健康路12号）每天8:00至17:30；人民广场献血屋每天9:00至20:00；万达广场献血车每周"
    "六、周日10:00至18:00。献血前一天晚上不要饮酒、不要熬夜，当天早上吃清淡的早餐，不要空腹献血。咨询电话：0736-2218 8120"
    "（每天8:00至17:30）。霁川市卫生健康委员会　霁川市红十字会　2028年3月6日。补充通知（2028年4月12日）：经市人民政府同意，"
    "自2028年5月1日起，全血献血的误餐和交通补贴由每次50元提高到每次80元，单采血小板献血的补贴标准不变；5月1日以前献血的，"
    "仍按原标准发放。特此通知。"
)

HOUSEKEEPING_PRICES_ZH = """项目,工作日价（周一至周五）,周末和节假日价,说明
日常保洁 每小时,45,55,2小时起约，保洁员自带工具和清洁剂
日常保洁 包月（每周一次，每次3小时）,560,不提供,只在周一至周五上门
深度保洁 90平方米以内,480,560,约6小时，2人上门
深度保洁 90至140平方米,680,780,约8小时，2人上门
深度保洁 140平方米以上,每平方米6元,每平方米7元,
开荒保洁 90平方米以内,720,840,新房装修以后，含除胶、去漆点
开荒保洁 90至140平方米,980,1120,
擦玻璃 整屋（三室以内）,220,260,高层外窗只擦能安全够到的部分
擦玻璃 整屋（四室及以上）,300,350,
冰箱内部清洁,80,100,
油烟机深度清洗,160,190,拆洗，约2小时
育儿嫂 白班（每天8小时，每月休4天）,6800,不适用,每月价格
月嫂 初级（26天）,9800,不适用,住家，照顾产妇和新生儿
月嫂 高级（26天）,13800,不适用,住家，持高级母婴护理证
住家保姆,面议,面议,按家庭人数、是否照顾老人和孩子定价
上门服务费,免收,免收,绕城高速以外每次加收40元
说明,价格单位为元；提前一天预约，当天取消的收取50元误工费；服务不满意的，24小时内免费返工一次。,,
说明,服务热线：0736-2231 5566；公司地址：霁川市和平路66号。,,
"""

UNION_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
UNION_RULES = [
    ("瑞丰电子有限公司工会会员慰问管理办法", "Title"),
    ("（2028年1月公司工会委员会通过）", None),
    ("第一章　总则", "Heading1"),
    (
        "第一条　为了体现工会组织对会员的关心，做好会员在婚育、生病、退休和家庭变故时的慰问工作，根据上级工会经费使用的"
        "有关规定，结合公司实际，制定本办法。",
        None,
    ),
    (
        "第二条　本办法适用于公司工会会员。劳务派遣人员和实习生不是本公司工会会员的，不适用本办法，由所在部门按有关规定"
        "慰问。",
        None,
    ),
    ("第二章　慰问事项和标准", "Heading1"),
    ("第三条　慰问事项和标准如下：", None),
    None,  # the table of occasions
    ("第四条　慰问金以现金或者转账方式发放，生日慰问发放蛋糕券，退休纪念品由工会统一采购。", None),
    ("第三章　申请和发放", "Heading1"),
    (
        "第五条　慰问由会员本人或者所在部门的工会小组长在事项发生后3个月内向公司工会提出，逾期不予受理；结婚慰问可以在"
        "结婚登记后6个月内提出。",
        None,
    ),
    (
        "第六条　申请时须提交相应的证明材料：结婚证、出生医学证明、住院病历和费用清单、死亡证明以及能证明亲属关系的材料。",
        None,
    ),
    ("第七条　公司工会收到申请后，在10个工作日内审核完毕，审核通过的慰问金在次月发放。", None),
    ("第四章　附则", "Heading1"),
    ("第八条　弄虚作假骗取慰问金的，追回已发放的慰问金，并在工会内部通报。", None),
    ("第九条　本办法由公司工会负责解释，自2028年2月1日起施行。工会办公室电话：0736-2247 0912。", None),
]
UNION_TABLE = [
    ["慰问事项", "慰问标准", "说明"],
    ["会员结婚", "1000元", "凭结婚证申请"],
    ["会员生育", "800元", "夫妻双方都是会员的，各自申请"],
    ["会员生日", "200元蛋糕券", "生日当月发放"],
    ["会员住院", "500元", "连续住院7天以上，每人每年最多两次"],
    ["会员退休", "纪念品，价值1500元以内", "办理退休手续当月发放"],
    ["会员本人去世", "5000元", "发给其家属"],
    ["会员的配偶、父母、子女去世", "1000元", ""],
    ["会员配偶的父母去世", "600元", ""],
]

ICE_RINK_BODY = (
    "<office:text>"
    + of.odf_h("星湖真冰滑冰场票价和入场须知", 1)
    + of.odf_p(
        "星湖真冰滑冰场位于霁川市星湖路199号星湖广场负一楼，冰面面积1800平方米，营业时间为每天10:00至22:00，"
        "咨询电话0736-2255 3080。"
    )
    + of.odf_h("一、票价", 2)
    + of.odf_p("以下价格单位为元，计时从入场刷票开始：")
    + of.odf_table(
        [
            ["项目", "平日（周一至周五）", "周末和节假日", "说明"],
            ["成人票 2小时", "78", "98", "含冰鞋，身高1.4米以上"],
            ["儿童票 2小时", "58", "72", "含冰鞋，身高1.4米以下"],
            ["成人畅滑票（当天不限时）", "128", "158", "含冰鞋"],
            ["儿童畅滑票（当天不限时）", "96", "118", "含冰鞋"],
            ["陪同家长票（不上冰）", "免费", "免费", "每名儿童限一人"],
            ["企鹅助滑器 每小时", "20", "20", "押金100元"],
            ["私教课 1对1，45分钟", "280", "320", "含当天门票"],
            ["私教课 1对2，45分钟", "360", "420", "两名学员的总价"],
            ["成人10次卡（每次2小时）", "680", "680", "一年内有效，周末可用"],
        ]
    )
    + of.odf_list(
        [
            "超时按每30分钟成人15元、儿童10元补费，不足30分钟按30分钟计算。",
            "冰鞋免费，自带冰鞋的不减价；头盔和护具可以免费借用，儿童须戴头盔上冰。",
            "每天17:00至17:30和19:30至20:00为浇冰时间，所有人离开冰面。",
        ]
    )
    + of.odf_h("二、入场须知", 2)
    + of.odf_list(
        [
            "第一次上冰的，请先在场边观看安全提示视频；不会滑的，请沿冰场边缘的扶手慢滑，不要在冰面上逆行或者追逐打闹。",
            "未满5周岁的儿童不能上冰。唯一的例外是年满3周岁、不满5周岁的儿童，由一名购票的家长陪同一起上冰，并使用冰场"
            "提供的企鹅助滑器，可以在儿童区滑冰；不能进入主冰面。",
            "未满12周岁的儿童须有成人陪同入场；陪同家长不上冰的，可以领取免费的陪同家长票，在看台等候。",
            "饮酒后、患有心脏病和高血压的人以及孕妇，请不要上冰。",
            "冰场内禁止吸烟，食物和饮料只能在休息区食用，不能带上冰面。",
        ]
    )
    + "</office:text>"
)

CALLIGRAPHY_BOOK_ZH = [
    (
        "ch01.xhtml",
        "第一章　笔墨纸砚怎么选",
        "<h1>第一章　笔墨纸砚怎么选</h1>"
        "<p>练毛笔字，工具不必贵，但要合适。很多人一开始就买一套礼盒装的“文房四宝”，结果笔不好用、纸不吸墨，写了几天就放弃了。"
        "下面说说初学者怎么选。</p>"
        "<h2>一、毛笔</h2>"
        "<p>毛笔按笔头大小分为小楷、中楷和大楷。初学者练楷书，最好从中楷起步：选笔头长约3厘米的兼毫笔，写5厘米见方左右的字。"
        "小楷笔的笔头长约2厘米，适合写2厘米以内的小字，等有了基础再练；大楷笔的笔头长4厘米以上，适合写10厘米以上的大字和对联。"
        "按笔毛来分，狼毫硬、弹性好，羊毫软、吸墨多，兼毫软硬适中，最适合初学。</p>"
        "<h2>二、墨和纸</h2>"
        "<p>初学用现成的墨汁就可以，倒出来用多少倒多少，用不完的不要倒回瓶里。练习用纸选毛边纸或者元书纸，便宜又吸墨；"
        "生宣吸水快，适合写意画和行草；熟宣不吸水，适合工笔和小楷，初学者都不必用。</p>"
        "<h2>三、用完以后</h2>"
        "<p>每次写完，要把毛笔在清水里洗净，顺着笔毛理顺，笔头朝下挂起来晾干，不要用热水烫，也不要套上笔帽闷着。</p>",
    ),
    (
        "ch03.xhtml",
        "第三章　每天怎么练",
        "<h1>第三章　每天怎么练</h1>"
        "<p>练字贵在坚持。与其周末一口气写三四个小时，不如每天练30至45分钟。每次先用10分钟练基本笔画，横、竖、撇、捺、点、"
        "钩、提、折各写一行，再临帖。</p>"
        "<h2>选帖和临帖</h2>"
        "<p>楷书入门可以选颜真卿的《多宝塔碑》或者欧阳询的《九成宫醴泉铭》，选定一本，至少临半年再换。临帖先“对临”，"
        "把帖放在左边，看一笔写一笔；熟了以后再“背临”，不看帖凭记忆写，最后和原帖对照，找出不像的地方。</p>"
        "<h2>姿势</h2>"
        "<p>坐姿要头正、身直、臂开、足安，眼睛离纸面约一尺。执笔用五指执笔法，笔杆垂直于纸面，写中楷时手指握在笔杆的中部。</p>",
    ),
]


def _exam_fees() -> bytes:
    """The exam board's fees and regulations: its paragraphs, the None among them the table of fees, and footnotes."""
    body = "".join(of.w_table(EXAM_TABLE) if p is None else of.w_p(*p) for p in EXAM_PARAGRAPHS)
    return of.steady(of.docx(body, EXAM_STYLES, footnotes=EXAM_FOOTNOTES))


FRESH25_DOCS: dict[str, str | bytes] = {
    "fennick-court/weddings-guide-and-terms-2028-29.md": WEDDING_GUIDE,
    "the-washtub-laundrette/prices.html": LAUNDRETTE_PAGE,
    "carrow-music-exams/exam-fees-and-regulations-2028.docx": _exam_fees(),
    "hirewell-tool-hire/hire-rates-2028.xlsx": of.steady(of.xlsx(TOOL_RATES)),
    "ellerby-park-cricket-club/junior-section-welcome-2028.pptx": of.steady(of.pptx(CRICKET_DECK)),
    "loomcraft-carpets/re-your-carpet-quote.eml": CARPET_EML,
    "fernley-airport-parking/parking-prices-2028.pdf": make_pdf(AIRPORT_PARKING_PAGES),
    "霁川市关于落实无偿献血者优待政策的通知.txt": BLOOD_DONOR_NOTICE_ZH,
    "好帮手家政服务价目表.csv": HOUSEKEEPING_PRICES_ZH,
    "瑞丰电子工会会员慰问管理办法.docx": of.w_document(UNION_RULES, [UNION_TABLE], UNION_STYLES),
    "星湖真冰滑冰场票价和入场须知.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", ICE_RINK_BODY)),
    "毛笔书法入门.epub": of.steady(of.epub(CALLIGRAPHY_BOOK_ZH, title="毛笔书法入门")),
}
