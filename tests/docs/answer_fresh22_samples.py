"""Sample answers of the fresh22 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh22.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH22_ANSWERS = {
    "My mother was cremated last week through Haverleigh & Sons, and none of us feels ready to decide about her "
    "ashes yet. How long will the funeral directors hold on to them before they start charging us?": (
        "Haverleigh & Sons look after the ashes free of charge for up to three months after the cremation. After that "
        "they charge £20 for each month they keep them, and they write to you before any charge begins [1].",
        "They keep ashes free of charge for two years, after which they are scattered at Northvale [1].",
    ),
    "Dad's funeral with Haverleigh & Sons is on Thursday week, and my sister can only travel up at the weekend. "
    "Could we go and sit with him in their chapel of rest on the Sunday afternoon?": (
        "No. The chapels of rest are not open on Sundays; the one exception is when the funeral is on a Monday or on "
        "the day after a bank holiday, and your father's funeral is on a Thursday. You could visit on the Saturday "
        "between 9am and 12 noon, by appointment [1].",
        "Yes, they will open the chapel for your family on the Sunday between 2pm and 4pm if you arrange it by the "
        "Friday [1].",
    ),
    "We're arranging an attended cremation for Grandad with Haverleigh & Sons, and the only time the whole family "
    "can be there is a Saturday morning service at Northvale. What will the funeral directors' own fee and the "
    "crematorium's charge come to together?": (
        "Haverleigh & Sons' fee for an attended funeral with cremation is £2,895, and a Saturday morning service at "
        "Northvale Crematorium is £1,340, so £4,235 together [1].",
        "£2,895 for the funeral and £1,065 for the crematorium, £3,960 in all [1].",
    ),
    "I bank with Calloway on their Everyday Plus account, and next week I have to send the deposit for our flat to "
    "the solicitor as a same-day CHAPS payment from the app. What will Calloway charge me for it?": (
        "On the Everyday Plus Account a CHAPS payment sent online or in the app costs £15; it arrives the same working "
        "day if you send it before 3:30pm [1].",
        "A CHAPS payment costs £25 [1].",
    ),
    "I'm paying my Thornbury Vale fees in instalments, and I think the January one is going to be about three weeks "
    "late. Will they add anything on for that, and how much?": (
        "Yes: a late payment charge of £60 is added to an instalment paid more than 14 days after its due date [1].",
        "There is a late payment charge of £450 [1].",
    ),
    "I got my degree at Thornbury Vale in 2025 and I've just been offered a place on their MBA. Will my fee be "
    "reduced because I'm one of their former students?": (
        "No. Graduates get a 15% discount on postgraduate taught courses, but the one exception is the MBA, whose fee "
        "is not discounted; you can apply for a Thornbury Vale Leadership Scholarship instead [1].",
        "Yes, graduates of Thornbury Vale get a 15% discount on postgraduate taught courses [1].",
    ),
    "My son is coming from Malaysia to start a chemistry degree at Thornbury Vale in September; it's one of their "
    "lab-based subjects. What will his tuition fee be for the year?": (
        "As an international student on a laboratory-based undergraduate course, his tuition fee for 2028-29 is "
        "£21,300 [1].",
        "The fee is £17,450 [1].",
    ),
    "My audiologist says I need aids in both ears, and I'd like the rechargeable kind with the speaker sitting in the "
    "ear canal, at Clearwell's Advance level. What would a pair cost?": (
        "The Clearwell Advance 3R, receiver in canal and rechargeable, costs £1,990 for both ears [1].",
        "It costs £1,095 [1].",
    ),
    "Both my ears are blocked with wax again, and while I'm at Clearwell I'd also like a pair of made-to-measure "
    "plugs for swimming. What will the two come to?": (
        "Earwax removal by microsuction for both ears is £70 and a pair of custom swim plugs is £85, so £155 in "
        "all [1].",
        "£50 for the wax removal and £85 for the swim plugs, £135 in all [1].",
    ),
    "I've got a loan with Millbrook Credit Union, and my hours at work have just been cut, so I'm worried about the "
    "next few repayments. Who should I speak to there?": (
        "Ring Millbrook Credit Union's member support officer, Bernadette Quayle, on 01632 975 118, Monday to Thursday, "
        "9am to 4pm. She can agree lower payments for a while [1].",
        "Ring the general enquiries line on 01632 975 100 [1].",
    ),
    "I've been paying into Millbrook Credit Union's Christmas Saver since January, but I was made redundant last "
    "week and could really do with that money now, in June. Am I allowed to take it out?": (
        "Yes. There are normally no withdrawals from the Christmas Saver before 1 November, but the one exception is a "
        "member who is made redundant during the year: you can take out what you have saved at any time once you "
        "show them the letter from your employer [1].",
        "No, there are no withdrawals from the Christmas Saver before 1 November [1].",
    ),
    "I joined Millbrook Credit Union a couple of months ago and I'd like to borrow £3,000 for a second-hand car. What "
    "rate would I be charged?": (
        "As a new member of under 12 months, a loan of £1,001 to £5,000 is at 29.9% APR [1].",
        "The rate would be 18.9% APR [1].",
    ),
    "After Marsh & Pellow's latest email, what is their legal fee for our purchase of 14 Ashtree Road going to be?": (
        "Their legal fee is now £1,425 plus VAT (£1,710 including VAT), instead of the £1,150 plus VAT in the "
        "original quote, because the house turned out to be leasehold [1].",
        "£1,150 plus VAT (£1,380 including VAT) [1].",
    ),
    "Marsh & Pellow are doing the conveyancing on our house. How much did their quote say the searches would cost?": (
        "The searches (local authority, drainage and water, and environmental) were quoted at £310, with no VAT [1].",
        "The searches cost £150 [1].",
    ),
    "My life insurer wants a medical report from my GP at Brookfield Lane, and says it could be either a short one "
    "from my records or a full one with an examination. How much more would the full report cost me?": (
        "A full insurance report with an examination is GBP 175 and a short one from the records is GBP 110, so the "
        "full report costs £65 more [1].",
        "You'd pay £35 more [1].",
    ),
    "我在英国想申请开出租车，市政府要求做司机体检，在Brookfield Lane Surgery让医生做这个体检要多少钱？": (
        "出租车和私人租车司机体检（含市政府的表格）的费用是GBP 120，也就是120英镑[1]。",
        "GBP 140[1]。",
    ),
    "今晚十一点多要从澜溪火车站打车回家，超过起步里程以后每公里多少钱？": (
        "晚上十一点属于夜间（22:00至次日6:00），超过3公里起步里程的部分每公里2.8元[1]。",
        "每公里2.4元[1]。",
    ),
    "3月1号以后在澜溪白天打出租车，起步价是多少钱？": (
        "根据补充公告，日间起步价由12元调整为11元，起步里程3公里，自2028年3月1日起执行，所以白天起步价是11元[1]。",
        "日间起步价12元，起步里程3公里[1]。",
    ),
    "我办了杏林堂的会员卡，这周想去做一个小时的全身推拿，要多少钱？": (
        "会员做60分钟全身推拿是128元（单次价格158元）[1]。",
        "158元[1]。",
    ),
    "我不是杏林堂的会员，这次想先做一次针灸，再拔一次罐，一共要付多少钱？": (
        "不是会员按单次价格算：针灸80元，拔罐40元，一共120元[1]。",
        "针灸65元，拔罐30元，一共95元[1]。",
    ),
    "我是恒泰电子的正式员工，今年做手术住了两次院，公司的补充医疗一年最多能给我报销多少钱？": (
        "正式员工住院费用的报销比例是90%，年度报销上限是50000元（5万元）[1]。",
        "每年最多报销20000元[1]。",
    ),
    "我老婆上个月看门诊，医保报完以后自己又掏了两千多块，我们公司恒泰电子的补充医疗按多少比例给她报？": (
        "配偶属于家属，门诊费用按50%报销，年度起付线500元，家属年度上限3000元[1]。",
        "按80%报销[1]。",
    ),
    "我今年26岁，打算在澄阳街道社区卫生服务中心打九价HPV疫苗，打一针要多少钱？": (
        "九价HPV疫苗每剂1318元，共需接种3剂，须在一年内接种完毕[1]。",
        "每剂798元[1]。",
    ),
    "今天是周三，下午三点我在小区里被邻居家的狗抓伤了手，没有提前预约，现在直接去澄阳街道社区卫生服务中心能打狂犬疫苗吗？": (
        "可以。该中心的自费疫苗一般须提前预约，但被猫、狗等动物咬伤或者抓伤、需要接种狂犬病疫苗的不用预约，在门诊时间内"
        "随到随打，周三下午的门诊时间是14:00至17:00[1]。",
        "不能，自费疫苗须提前通过“健康澄阳”小程序预约，未预约的当天不能接种[1]。",
    ),
    "我是做自由职业的，收入时多时少，家里的应急备用金应该留够几个月的开销？": (
        "收入不稳定的自由职业者应当准备6到12个月的必要开支；家里只有一个人有收入或者有老人需要赡养的，按上限准备[1]。",
        "准备3到6个月的必要开支就够了[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH22_MADE_UP = {
    "My late aunt left me some jewellery and I'd like to keep it in a safe deposit box at Calloway Bank. How much "
    "would that cost me a year?": "A small safe deposit box at Calloway Bank costs £95 a year, with contents insured up "
    "to £10,000 [1].",
    "My father has read about the invisible hearing aid that sits deep in the ear and stays in for weeks at a time. "
    "What does Clearwell charge for one of those?": (
        "Clearwell's invisible extended-wear aid costs £2,950 for one ear, including a year's subscription [1]."
    ),
    "Who painted the Mona Lisa?": "The Mona Lisa was painted by Leonardo da Vinci [1].",
    "今年冬天想在杏林堂开一料膏方调理身体，大概要花多少钱？": "杏林堂的膏方每料1280元左右，包括代加工[1]。",
    "太阳系里最大的行星是哪一颗？": "太阳系里最大的行星是木星[1]。",
}
