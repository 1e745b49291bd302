"""Sample answers of the fresh26 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh26.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH26_ANSWERS = {
    "I treat my hives for mites every winter, and this year I'd like to buy the treatment through the Corrowby "
    "association's bulk order. What's the last date I can put my order in?": (
        "The oxalic acid for the midwinter varroa treatment must be ordered by 31 October, with the bulk orders "
        "officer, Gwen Attwater. It is collected at the Christmas social on Tuesday 11 December, and late orders are "
        "not taken [1].",
        "You need to order by 10 August [1].",
    ),
    "I'm renewing my Corrowby membership as a full member with colony cover for my six hives, and my 15-year-old "
    "daughter is renewing as a junior member without any cover. What will our two subscriptions come to?": (
        "A full member with colony cover for 4 to 10 colonies pays £44, and a junior member's subscription alone is "
        "£8, so £52 for the two [1].",
        "£38.50 for you and £8 for your daughter, £46.50 in all [1].",
    ),
    "I passed the federation's Basic Assessment last summer. Am I allowed to go up to Corrowby's teaching apiary "
    "on my own on a Thursday afternoon and go through the association's colonies?": (
        "Yes. Nobody may open a hive at the teaching apiary unless a member of the apiary team is there, but the one "
        "exception is a member who holds the federation's Basic Assessment certificate, who may inspect the "
        "association's colonies on their own between 10am and 4pm, Monday to Saturday, after signing the apiary book "
        "and texting the apiary manager [1].",
        "No, nobody may open a hive at the teaching apiary unless a member of the apiary team is there [1].",
    ),
    "I'd like to buy a pack of ten full days at The Wagging Yard for my spaniel, with the van picking him up from "
    "home and bringing him back. How much is the pack?": (
        "A pack of 10 full days with the van collecting him from home and bringing him back is £370, to be used "
        "within 3 months [1].",
        "The pack of 10 full days is £290 [1].",
    ),
    "我家小狗才5个月大，想送去The Wagging Yard上一天幼犬日托，我自己送过去、自己接回来，要多少钱？": (
        "不满6个月的小狗可以上幼犬日托（Puppy day，上午9点到下午3点），自己接送是£30一天[1]。",
        "一天是£38[1]。",
    ),
    "My son starts at St Aidan's in September and will catch Kellaway's Marsh End bus. If I pay for his pass for "
    "the whole year in one go, what will it cost?": (
        "The Marsh End bus is route K4, Marsh End and Pellow Cross, to St Aidan's High School: an annual pass paid in "
        "one go is £560 [1].",
        "It's £420 for the year [1].",
    ),
    "My son has used his Kellaway termly pass for the first three weeks of the summer term, but now he's decided "
    "he'd rather cycle to school. Can I get a refund for the rest of the term?": (
        "No. Once a term has begun, passes are not refunded, whatever the reason, including a child who would rather "
        "cycle; the one exception is a family that moves house away from the route, or whose child leaves the "
        "school, during the term [1].",
        "Yes, you'll get £10 back for each whole school week left in the term [1].",
    ),
    "My daughter has lost her Kellaway school bus pass somewhere at school. What will it cost to get a new one?": (
        "A lost pass is replaced for a charge of £12; order the new pass online, and she may travel on the order "
        "confirmation until it arrives [1].",
        "It's £15 [1].",
    ),
    "I'm off to a 1920s-themed party next Saturday and want Curtain Call's gangster suit with the trilby from "
    "Friday to Monday. How much is the hire?": (
        "The 1920s gangster suit with trilby is £33 for a weekend, Friday to Monday, with a deposit of £50 [1].",
        "It's £24 [1].",
    ),
    "For a Victorian Christmas market my husband and I want Curtain Call's Victorian gentleman's and Victorian "
    "lady's costumes for a whole week. What will hiring the two come to?": (
        "For one week the Victorian gentleman is £80 and the Victorian lady £88, so £168 for the two [1].",
        "£48 for the gentleman and £88 for the lady, £136 in all [1].",
    ),
    "I came off my bike on a delivery this afternoon. Nothing's broken, but who at Swiftwheel am I meant to ring "
    "first?": (
        "Ring the rider safety lead, Tomasz Wrobel, on 07700 900 644, before you ring control: he decides whether you "
        "carry on, fills in the accident report with you and sorts out repairs [1].",
        "Ring the control room on 01632 999 880 [1].",
    ),
    "I started riding for Swiftwheel last week, and it's my first courier job ever. Can I book some of the 4pm to "
    "11pm shifts for next week?": (
        "No. The 4pm to 11pm shift is a night shift, and no rider does a night shift in their first four weeks; the "
        "one exception is a rider who has already done at least 20 night shifts for another courier firm, which you "
        "haven't [1].",
        "Yes, book them in the rider app by Thursday [1].",
    ),
    "Going by Holly's latest email, how much deposit do I need to send to hold the Saturday for Isla's party?": (
        "Holly's booking terms changed at the start of February: the deposit to hold a Saturday is now £75, not the "
        "£40 in her quote, and it still comes off the balance on the day [1].",
        "The deposit is £40, and the rest is paid on the day [1].",
    ),
    "For Isla's party we'd like Holly to do face painting for all the children as well. How much extra is that?": (
        "Face painting for every child, added to the package, is £45 [1].",
        "It's £3.50 a child [1].",
    ),
    "I'm taking my two-year-old to Tumbletown on a Saturday morning. What will her entry cost?": (
        "Weekends are peak, so a toddler of 1 to 3 years is GBP 6.45 for a session of up to 2 hours; you go in free "
        "with her [1].",
        "It's GBP 4.95 [1].",
    ),
    "On a Tuesday morning in term time I'm taking my 2-year-old and my 6-year-old to Tumbletown. What will entry "
    "for the two of them cost?": (
        "A weekday morning in term time is off-peak: GBP 4.95 for the toddler and GBP 6.95 for the 6-year-old, so "
        "GBP 11.90 for the two [1].",
        "GBP 6.45 and GBP 8.95, GBP 15.40 in all [1].",
    ),
    "我们家老三是今年3月出生的，按槿州的政策，一年能领多少育儿补贴？": (
        "三孩及以上每人每年9600元，从出生当月起计算，发放到孩子年满3周岁的当月[1]。",
        "每人每年3600元[1]。",
    ),
    "我家老二是今年9月出生的，在槿州一年能领多少育儿补贴？": (
        "根据6月20日的补充说明，从2029年7月1日起，二孩育儿补贴上调为每人每年7200元（原为6000元），9月出生的孩子按7200元计算[1]。",
        "二孩每人每年6000元[1]。",
    ),
    "我不是驿站会员，想寄一份合同到北京，用文件袋装，要多少钱？": (
        "文件袋寄件（0.5公斤以内，全国）非会员价是8元[1]。",
        "6元[1]。",
    ),
    "我是驿站会员，要寄一个2公斤的包裹到外省的广州，一共多少钱？": (
        "会员寄省外，首重1公斤10元，续重每公斤4元，2公斤一共14元[1]。",
        "首重13元，续重5元，一共18元[1]。",
    ),
    "我今年42岁，是女员工，今年公司的体检套餐，公司最多出多少钱？": (
        "35周岁至49周岁的女员工是D套餐，公司承担1300元，含乳腺彩超、妇科彩超[1]。",
        "公司承担1100元[1]。",
    ),
    "我四月到六月一直在外地出差，没赶上公司的统一体检，自己去医院体检了，报销材料最晚什么时候要交？": (
        "须在当年9月30日以前提交报销，逾期不予报销；报销金额不超过本人套餐标准的80%[1]。",
        "要在体检后1个月内报销[1]。",
    ),
    "这个星期三我带10岁的女儿去青溪峡谷漂全程，她身高1米3，她的票多少钱？": (
        "她身高在1.2米至1.4米之间，买儿童票，周三按平日价，全程5公里是98元，须与成人同筏[1]。",
        "儿童票118元[1]。",
    ),
    "我儿子5岁，身高1米1，我和他爸爸两个人带他坐家庭筏漂亲子段，可以吗？": (
        "可以。身高不足1.2米的儿童一般不能漂流，但唯一的例外是身高1米至1.2米的儿童，穿上景区提供的儿童救生衣，"
        "由两名成人同筏陪同，可以乘坐家庭筏漂亲子段；不能漂全程和激情段[1]。",
        "不能，身高不足1.2米的儿童不能漂流[1]。",
    ),
    "女儿11岁，身高1米45，想给她买第一把民谣吉他，该选多大尺寸的？": (
        "身高1.2米至1.5米的孩子，选36寸的旅行琴[1]。",
        "选38寸或者39寸的琴[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH26_MADE_UP = {
    "We're away at a wedding next weekend. What would The Wagging Yard charge to keep our dog overnight on the "
    "Saturday?": "An overnight stay at The Wagging Yard costs £45 a night [1].",
    "For our office fun day we'd like one of Curtain Call's full-head mascot costumes for the weekend. What would "
    "they charge for it?": "A mascot costume is £75 for the weekend, with a deposit of £100 [1].",
    "Which planet is known as the Red Planet?": "Mars is known as the Red Planet.",
    "我想从驿站给在加拿大读书的女儿寄一箱3公斤的衣服，大概要多少钱？": "寄到加拿大3公斤大约要260元[1]。",
    "地球到月球的平均距离大约是多少公里？": "地球到月球的平均距离大约是38万公里。",
}
