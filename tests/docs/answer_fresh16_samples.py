"""Sample answers of the fresh16 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh16.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH16_ANSWERS = {
    "We've got a 9.4-metre yacht and are thinking of keeping her at Pennock Haven all year round. What would an "
    "annual berth cost us, and what do they charge to lift her out, pressure wash her and put her back in?": (
        "Your yacht is in the 8.01 m to 10 m band, so an annual berth costs £3,420. A lift-out, pressure wash and "
        "relaunch for boats up to 10 m is £395, and annual berth holders get two months of storage ashore free each "
        "winter [1].",
        "An annual berth costs £4,380, and the lift-out, pressure wash and relaunch is £520 [1].",
    ),
    "A friend of mine is sailing her 11-metre boat into Pennock Haven for a couple of nights as a visitor. How "
    "much will she pay a night?": (
        "Her boat is in the 10.01 m to 12 m band, so as a visitor she pays £44 a night, plus a flat £5 a night if she "
        "wants electricity [1].",
        "She'll pay £35 a night [1].",
    ),
    "If I just grab one of the electric Spokeway bikes without buying any pass, how much do they charge per minute?": (
        "On pay as you go an e-bike costs 18p a minute, plus £1 to unlock it [1].",
        "8p a minute, plus £1 to unlock the bike [1].",
    ),
    "The Spokeway bay outside Harrowby station was full when I got there, so I locked the bike to the railings a "
    "few metres away, out of everyone's way, and took a photo of it in the app. Is that allowed?": (
        "Yes. A ride normally has to end in a Spokeway bay, but the one exception is a full bay: if every stand is "
        "taken you can lock the bike within 20 metres of it, where it does not block the pavement or a doorway, and "
        "take a photo of it in the app. Then there is no parking charge [1].",
        "No. A ride ended outside a bay costs a £20 parking charge [1].",
    ),
    "I've got exams in May and June. What are Hartley Hall's quiet hours at that time of year?": (
        "During the summer exam period, from 1 May to 13 June 2029, quiet hours are 20:00 to 08:00 every night, and "
        "from 10:00 to 16:00 at weekends as well [1].",
        "Quiet hours are 23:00 to 07:00 every night [1].",
    ),
    "I'm moving into Hartley Hall in September. Can I bring my pet hamster if it stays in its cage in my room?": (
        "No. No pets or other animals may be kept in the hall, including in cages or tanks; the one exception is an "
        "assistance dog agreed with Accommodation Services before you move in [1].",
        "Yes, small pets are fine as long as they stay in a cage in your room [1].",
    ),
    "My son turned two last month. How much is a full day at Little Acorns for him, and what do they charge if "
    "I'm late picking him up?": (
        "Children move up to the next age group's fees at the start of the month after their birthday, so he now "
        "pays the toddlers' fees: a full day, 8:00 to 18:00, is £72. Late collection after 18:00 costs £15 for each 15 "
        "minutes or part of it [1].",
        "A full day is £78, and late collection costs £15 for each 15 minutes [1].",
    ),
    "How much extra do I pay for my daughter's lunch at Little Acorns?": (
        "Lunch is £3.50 a day, cooked on site [1].",
        "£2.50 a day [1].",
    ),
    "我女儿一岁半，想送她去Little Acorns托儿所上上午班，一次多少钱？": (
        "一岁半属于Babies (under 2)这一档，上午班（8:00至13:00）每次£42（42英镑），含点心、牛奶和水[1]。",
        "每次£39[1]。",
    ),
    "I rent my flat and park on the street. Who do I need to talk to at Ellerby about getting a home charger for "
    "the electric car scheme?": (
        "Talk to Tamsin Greaves at Chargewise, Ellerby's charging partner, before you order a car, not to payroll: "
        "she works out whether a charger can go in and gets the landlord's permission [1].",
        "Ask payroll at payroll@ellerby.example [1].",
    ),
    "What would a Nexa City Long Range cost me each month through Ellerby's scheme if I kept it for three years?": (
        "On a 3-year lease the Nexa City Long Range costs £421 a month, taken from your pay before tax [1].",
        "£468 a month [1].",
    ),
    "How much is Hartwell Pianos going to charge to tune our upright?": (
        "The tuning is now £85: Gideon says the piano won't need the pitch raise after all, so the price came down "
        "from the £130 in his quote [1].",
        "£130, for a tuning with a pitch raise [1].",
    ),
    "Two keys on our piano keep sticking. What does Hartwell Pianos charge to free them up?": (
        "Easing sticking keys costs £15 a key; Gideon will bring the tools [1].",
        "£240 [1].",
    ),
    "On my Brightgrid Economy 7 tariff, what do I pay per kWh for the electricity I use overnight?": (
        "On the night rate, from 12:30am to 7:30am, electricity costs 13.12p per kWh [1].",
        "27.84p per kWh [1].",
    ),
    "How much is Brightgrid's daily standing charge for my gas?": (
        "The gas standing charge is 31.43p per day [1].",
        "52.60p per day [1].",
    ),
    "If I switch away from Brightgrid before my fixed deal ends, how much will they charge me for leaving?": (
        "The exit fee is GBP 75 per fuel if you leave before the tariff end date; there are no exit fees if you "
        "switch in the last 49 days of the tariff [1].",
        "There are no exit fees [1].",
    ),
    "宁溪市今年暑期托管的第一期从哪天开始？": (
        "根据6月28日的补充通知，第一期托管开始时间由7月10日推迟到7月17日，结束时间7月28日不变[1]。",
        "第一期为7月10日至7月28日[1]。",
    ),
    "我家孩子上三年级，想报宁溪暑期托管第二期的全天托管，托管费多少钱？每天最晚几点要去接孩子？": (
        "第二期全天托管费每生每期600元；每天17:30至18:00接学生离校，最晚18:00，18:00以后学校不再看护[1]。",
        "全天托管费每生400元，17:30接孩子[1]。",
    ),
    "我家拉布拉多大概32公斤，想去毛孩子洗个澡，顺便修剪一下脚底毛，要多少钱？需要提前预约吗？": (
        "拉布拉多按大型犬（25至40公斤）算，洗护加修剪是198元；所有服务须至少提前一天在“毛孩子萌宠”小程序预约，当天"
        "不接待未预约的[1]。",
        "基础洗护158元，可以直接到店[1]。",
    ),
    "我家柯基12公斤，宠物医院开了药浴的处方，在毛孩子做一次药浴多少钱？": (
        "柯基按中型犬（10至25公斤）算，药浴每次138元，须有宠物医院的处方[1]。",
        "98元[1]。",
    ),
    "我妈在枫桥区老年大学报了国画班，上了四周课后摔了一跤，骨折住院了，剩下的课上不了。学费能退一部分吗？": (
        "可以。开课后一般不予退费，但学员因病住院或者受伤无法继续上课的，凭医院出具的证明在本学期内提出申请，可以按"
        "未上的课时退还学费[1]。",
        "不能。开课后不予退费[1]。",
    ),
    "在枫桥区老年大学学一个学期的太极拳，学费是多少？": (
        "太极拳和舞蹈、瑜伽同一类，学费每学期240元，每周2次，每次1课时[1]。",
        "每学期320元[1]。",
    ),
    "我儿子今年5岁，我自己会滑雪，周末想带他在雪松岭的初级道上一起滑，可以吗？": (
        "不能。未满6周岁的儿童不得上雪道滑雪，只能在儿童戏雪区玩耍；唯一的例外是参加“小雪豹”儿童滑雪课的4至5周岁"
        "儿童，可以在教练带领下使用初级道[1]。",
        "可以，12周岁以下的儿童有成人陪同就能滑[1]。",
    ),
    "这个周六去雪松岭滑4个小时，一张票多少钱？": (
        "周末的4小时票每人320元，含雪板、雪鞋和雪杖的租用[1]。",
        "240元[1]。",
    ),
    "用家里的烤箱烤一个8寸的戚风蛋糕，温度应该调到多少度？": (
        "8寸戚风蛋糕用上下火140℃烤60分钟左右，烤箱要提前预热10分钟[1]。",
        "150℃[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH16_MADE_UP = {
    "How much does Spokeway charge a company for a business account so its staff can ride?": (
        "A business account costs £5 per member of staff a month, plus the rides [1]."
    ),
    "How much is a day at the Little Acorns holiday club?": "The holiday club costs £38 a day, lunch included [1].",
    "Who wrote the novel Pride and Prejudice?": "Jane Austen wrote it; it came out in 1813 [1].",
    "《红楼梦》的作者是谁？": "《红楼梦》的作者是曹雪芹[1]。",
    "毛孩子宠物美容店上门接送狗狗收多少钱？": "上门接送每次30元，5公里以内[1]。",
}
