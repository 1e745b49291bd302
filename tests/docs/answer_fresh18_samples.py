"""Sample answers of the fresh18 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh18.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH18_ANSWERS = {
    "I'm not a member at Haddon Mere, and I'd like to go for a swim after work one Wednesday. What will that cost "
    "me?": (
        "After work on a weekday is the evening swim, Monday to Friday from 5:30pm to 8pm, which costs £9.50 for "
        "non-members [1].",
        "£6.50 [1].",
    ),
    "The board at Haddon Mere says the water is 11 degrees this morning. I'm not a member, but I swim in the sea "
    "all winter. Can I go in without my wetsuit?": (
        "No. Wetsuits must be worn whenever the water is below 14°C. The one exception is members who have passed "
        "the cold-water assessment and wear the orange cap, and as a non-member you don't qualify [1].",
        "Yes, you can swim without a wetsuit down to 8°C [1].",
    ),
    "I'd like to swim out round the island at Haddon Mere. How far is one lap of that loop?": (
        "The long loop, out past the island and back along the east bank, is 750 metres [1].",
        "400 metres [1].",
    ),
    "Both my ears are bunged up with wax. What would Ravensmoor Pharmacy charge to clear them?": (
        "Ear wax removal by microsuction for both ears costs £60, in a 30-minute appointment [1].",
        "£45 [1].",
    ),
    "Ravensmoor Pharmacy gave me 20 mg tablets, but my prescription says 10 mg. Can I take them back?": (
        "Yes. Medicines can't usually be taken back, but the one exception is a dispensing error: if the pharmacy "
        "gave you the wrong strength, bring it back and they will replace it free and report the error [1].",
        "No. Ravensmoor can't take back medicines once they have left the pharmacy, even unopened [1].",
    ),
    "I'd like Pellow & Vine to look after everything for my flat: finding tenants, the rent and any repairs. What "
    "share of the rent will they take each month?": (
        "That is the fully managed service: 13% of the rent plus VAT, which is 15.6% of the rent including VAT, taken "
        "each month, with a £420 set-up fee [1].",
        "They take 9% of the rent plus VAT [1].",
    ),
    "I'm taking a job in Singapore for a couple of years and will keep letting my house through Pellow & Vine. "
    "Will that cost me anything extra?": (
        "Yes. As a landlord living outside the UK, unless HMRC has approved you to receive the rent with no tax taken "
        "off, Pellow & Vine must deduct basic-rate tax under the Non-Resident Landlord Scheme, and they charge £60 a "
        "quarter, including VAT, for the returns [1].",
        "No, there is no extra charge [1].",
    ),
    "I'm an adult and want to do ten of the hour-long group lessons at Whinfell over the next couple of months. Is "
    "it cheaper to buy a block or to pay for each lesson as I go?": (
        "The block is cheaper: a block of 10 group lessons costs an adult £340, used within 16 weeks, while ten group "
        "lessons at £38 each would cost £380, so the block saves you £40 [1].",
        "Paying for each lesson is cheaper, at £32 a lesson [1].",
    ),
    "My daughter is nine and wants a half-hour one-to-one lesson at Whinfell. How much will that be?": (
        "A 30-minute private lesson for a junior, under 16, costs £36 [1].",
        "£42 [1].",
    ),
    "I'm signing up to drive for Tallow Vale in my own car. If I do about 80 miles of local trips in one day, how "
    "much mileage will I be paid for that day?": (
        "Within the county you are paid 45p a mile, but the most paid a day is £30. At 45p a mile, 80 miles would be "
        "£36, so you would be paid £30 for that day [1].",
        "You'll get £36, at 45p a mile [1].",
    ),
    "If a passenger I'm driving home from the day centre collapses in the car, who should I phone at Tallow Vale "
    "once I've called an ambulance?": (
        "Ring the duty coordinator, Dilys Marchant, on 07700 900 417, not the office, whose line isn't answered after "
        "4pm or at weekends. She will let the family know [1].",
        "Call the office on 01632 960 285 [1].",
    ),
    "When are Slate & Ridge actually starting work on our roof now?": (
        "Slate & Ridge now start on the roof on Tuesday 19 September, not Monday 11 September as in the quote; the "
        "scaffolding goes up on Monday 18 September [1].",
        "They start on Monday 11 September [1].",
    ),
    "The gutters at the back of our house overflow every time it rains. What did Slate & Ridge quote to clear them "
    "out?": (
        "Clearing and flushing the gutters and downpipes while the scaffold is up is £85, including VAT [1].",
        "£290 [1].",
    ),
    "How much of my council tax this year goes to the fire service?": (
        "Northvale Fire and Rescue Authority gets GBP 92.61 of your band C bill for 2028-29 [1].",
        "GBP 243.90 [1].",
    ),
    "I pay my council tax by direct debit. How much is the first payment Kelsham takes from my account?": (
        "The first instalment is GBP 221.78, on 1 April 2028, then 9 instalments of GBP 221.72 [1].",
        "GBP 221.72 [1].",
    ),
    "下个月我要去东南亚旅行，打算在Ravensmoor药房打甲肝疫苗，一针要多少钱？": (
        "甲肝疫苗（Hepatitis A）每针£62（62英镑），共打两针，间隔6至12个月[1]。",
        "£48[1]。",
    ),
    "我想给电动车在星河湾的充电棚办个包月，现在一个月要多少钱？": (
        "根据补充公告，包月充电已由每辆车每月30元调整为每月25元，自2028年3月1日起执行[1]。",
        "包月每辆车每月30元[1]。",
    ),
    "在星河湾的充电棚临时充一次电，不办包月，每小时收多少钱？": (
        "按次充电每小时0.5元，按实际充电时间计费，不足一小时按一小时计算，单次最长8小时[1]。",
        "每小时1元[1]。",
    ),
    "我有一件过膝的长款羽绒服，想拿到净雅水洗，要多少钱？洗好要等几天？": (
        "过膝的长款羽绒服水洗50元，取件时间是7天[1]。",
        "水洗35元，5天后取[1]。",
    ),
    "我是启航科技的正式员工，一个月大概上22天班，每天早晚都坐班车。买月票划算，还是每次刷卡付钱划算？": (
        "买月票划算：正式员工的月票每月80元；单次乘车每次4元，每天早晚两次，22天要坐44次，共176元，比月票贵96元[1]。",
        "每次刷卡付钱更划算，每次只要4元[1]。",
    ),
    "我怀孕五个月了，在启航科技上班，想让我老公每天陪我一起坐班车，可以吗？": (
        "可以。员工家属一般不能乘坐班车，但怀孕的女员工是唯一的例外：可以由一名家属陪同乘坐，陪同家属免费，须提前一天在"
        "“启航出行”小程序登记[1]。",
        "不可以，员工家属和访客不得乘坐班车[1]。",
    ),
    "我家柯基很乖，一直拴着绳，周末能带它去青梅谷摘草莓吗？": (
        "不能。青梅谷禁止携带宠物入园，唯一的例外是导盲犬等服务犬，柯基不属于服务犬[1]。",
        "可以，拴好绳就行[1]。",
    ),
    "这周六去青梅谷摘草莓，门票里含的那点摘完了还想多摘，多出来的草莓怎么算钱？": (
        "周六算周末，超出门票所含重量的草莓每斤50元，出园前在出口处过秤付款[1]。",
        "每斤40元[1]。",
    ),
    "我想自己在家泡四川泡萝卜，盐水要兑多咸才合适？": (
        "泡萝卜用6%的盐水，也就是1000克水配60克盐；盐水要用凉白开[1]。",
        "用8%的盐水[1]。",
    ),
    "我泡的酸豇豆已经泡了一个星期，听说这时候亚硝酸盐高，要泡满多少天以后吃才安全？": (
        "要等泡满20天以后再吃，这时亚硝酸盐已经降到很低的水平；亚硝酸盐一般在第4至10天达到高峰[1]。",
        "泡满10天以后就可以吃了[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH18_MADE_UP = {
    "How much does Ravensmoor Pharmacy charge for the rabies jabs I need before I go backpacking?": (
        "Rabies vaccination costs £65 a dose, and you need three doses [1]."
    ),
    "What would Whinfell charge a week to keep my horse there on full livery?": (
        "Full livery at Whinfell costs £165 a week, with exercise by the staff [1]."
    ),
    "Who painted Girl with a Pearl Earring?": "Johannes Vermeer painted it, around 1665 [1].",
    "在净雅洗衣店做一次皮衣护理大概要多少钱？": "皮衣护理每件380元，约15天取件[1]。",
    "中国最长的河流是哪一条？": "中国最长的河流是长江，全长约6300公里[1]。",
}
