"""Sample answers of the fresh17 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh17.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH17_ANSWERS = {
    "We're bringing our motorhome to Bracken Tor for a few nights in the second week of August. We only need to "
    "plug into the electricity, not water or waste. What's the price a night for the two of us?": (
        "Motorhomes go on Top Field, and August is high season, so a hardstanding pitch with electric hook-up is £48 "
        "a night for the pitch, two adults and the motorhome [1].",
        "£39 a night [1].",
    ),
    "Our daughter is 12 and we're camping at Bracken Tor for a week at the start of August. On top of the pitch, "
    "how much do we pay for her each night?": (
        "The start of August is high season, so a child aged 5 to 15 costs £6 a night on top of the pitch [1].",
        "£4 a night [1].",
    ),
    "We'll be in the Orchard field at Bracken Tor in June. Can we bring our own little fire pit so the kids can "
    "toast marshmallows by the tent in the evening?": (
        "No. Open fires, fire pits and chimineas are not allowed anywhere on the park, including ones you bring "
        "yourself. The one exception is a fire bowl hired from reception, and it can only be used on the gravel pad "
        "of a Meadow field pitch, so not in the Orchard [1].",
        "Yes, as long as the fire is out by 11pm [1].",
    ),
    "I'm buying tickets on the Fellbrook website tonight for our visit next Saturday. What will I pay for my "
    "ten-year-old son?": (
        "Booked online by the day before your visit, a child ticket (3 to 15) is £17.50 [1].",
        "£20.00 [1].",
    ),
    "We're taking our twins to Fellbrook and they're mad about goats. Will they be allowed to feed them if we buy "
    "the feed there?": (
        "Yes. You must not feed the other animals, but the one exception is the Goat Barn in Home Farm: children may "
        "feed the goats and sheep with the cups of feed sold at the barn door, £1.50 a cup, from 10am to 4pm. Food "
        "brought from home can't be given to them [1].",
        "No. Please don't feed any of the animals at Fellbrook [1].",
    ),
    "My son starts one-to-one trumpet lessons in school with Westmere in September, half an hour each week. What "
    "will each term cost us?": (
        "An individual 30-minute lesson costs £156 a term, for 10 lessons; paying for the whole year by 30 September "
        "costs £449 [1].",
        "£98 a term [1].",
    ),
    "My daughter is taking her Grade 4 clarinet exam through Westmere next term and will need someone to play the "
    "piano part with her. Is there a charge for that?": (
        "Yes. Westmere provides a piano accompanist for the exam and one rehearsal beforehand for £35 up to Grade 5; "
        "from Grade 6 the charge is £50 [1].",
        "Yes, it costs £50 for the accompanist [1].",
    ),
    "I'm 26 and thinking of joining Hollin Edge Golf Club so I can play at weekends as well as weekdays. What's "
    "the yearly subscription for me, and is there a joining fee on top?": (
        "At 26 you would be an Intermediate, 7-day member (18 to 29): the annual subscription is £760, or £66 a month "
        "by direct debit, and there is no joining fee [1].",
        "The annual subscription is £1,480, and the joining fee is £500 [1].",
    ),
    "We live in Alder House on the Ashdown Estate. Which week are Larchfield actually putting our new boiler in?": (
        "Alder House's new boilers are fitted in the week commencing 20 March; the survey visit comes first, in the "
        "week commencing 21 February [1].",
        "In the week commencing 21 February [1].",
    ),
    "My mum lives in Hazel House and is on home oxygen, so she can't be without heating for long. Who should we "
    "tell about the boiler work?": (
        "Tell Marcus Adeyemi, Larchfield's tenant liaison officer, on 01632 964 112, not the contractor: he will put "
        "her first in the day and make sure the heating is back on before dark [1].",
        "Contact Heatfirst Services, who are fitting the boilers [1].",
    ),
    "When is Owen from Flue & Hearth coming to sweep our chimney, and at what time?": (
        "Owen has moved your sweep: he now comes on Thursday 16 November at 1pm, instead of Tuesday 14 November at "
        "9am, because his van is in for repair that morning [1].",
        "Tuesday 14 November at 9am [1].",
    ),
    "Birds keep trying to nest in our chimney pot. What would Flue & Hearth charge to fit something on top to keep "
    "them out?": (
        "Fitting a bird guard (stainless steel mesh) to the chimney pot costs £95 [1].",
        "£45 [1].",
    ),
    "On my Aldmere bill, what's the charge for each cubic metre of waste water that goes down the drain?": (
        "The used water volume charge is GBP 2.4406 per cubic metre, charged on 95 percent of the water you use [1].",
        "GBP 1.9184 per cubic metre [1].",
    ),
    "What am I paying Aldmere each year for the rain that runs off my roof and drive into the sewers?": (
        "That is the surface water drainage charge, for rain that drains from your property to a public sewer: GBP "
        "52.10 a year [1].",
        "GBP 9.80 a year [1].",
    ),
    "If I pay my Aldmere water bill in one go rather than in instalments, how much is it and what's the last day "
    "to pay?": (
        "The amount due is GBP 434.96, and to pay it in full you need to pay by 1 May 2028 [1].",
        "GBP 217.48, by 1 May 2028 [1].",
    ),
    "我下周六去Hollin Edge高尔夫俱乐部打球，不是会员，上午开球打18洞，果岭费要多少钱？": (
        "作为访客，周六打18洞的果岭费是£60（60英镑）[1]。",
        "£45[1]。",
    ),
    "我下班比较晚，想去青岚滨河夜市逛逛，夜市晚上开到几点？": (
        "根据5月18日的补充公告，夜市营业时间调整为每天18:30至22:30，原为18:00至23:00；周一休市[1]。",
        "夜市每天18:00至23:00营业[1]。",
    ),
    "我打算在滨河夜市摆个炭火烤羊肉串的摊子，一个月的摊位费是多少？押金要交多少？": (
        "炭火烤羊肉串属于使用明火的餐饮类摊位，在A区，每个摊位每月1500元，押金3000元；水电费按实际用量另行结算[1]。",
        "每月1200元，押金3000元[1]。",
    ),
    "我家是七座的商务车，座椅和顶棚都脏得不行，想去车之净做个内饰深度清洁，要多少钱？": (
        "七座车按MPV及7座车的价格，内饰深度清洁是528元，约需4小时[1]。",
        "468元[1]。",
    ),
    "我十年前从南汀大学毕业，办了校友卡。下周二上午想回学校打乒乓球，能预约吗？": (
        "可以。校外人员一般只能在工作日17:00以后和周末、节假日预约，但持有本校“校友卡”的校友是唯一的例外：工作日白天"
        "也可以预约，并按教职工标准收费[1]。",
        "不能。校外人员只能在工作日17:00以后和周六、周日、法定节假日预约[1]。",
    ),
    "我在南汀大学后勤处上班，周四晚上想约同事去学校体育馆打羽毛球，订一片场地一个小时多少钱？": (
        "你是本校教职工，羽毛球场按教职工标准每片每小时20元[1]。",
        "每片每小时10元[1]。",
    ),
    "我家宝宝两岁，周末去云汐谷想抱着她一起泡一下露天的玫瑰花池，大人全程在旁边，可以吗？": (
        "不可以。未满3周岁的婴幼儿不得进入温泉泡池，玫瑰花池也不行；唯一的例外是儿童戏水区的恒温儿童池（36℃），"
        "在家长陪同下可以使用[1]。",
        "可以，12周岁以下的儿童有成人全程陪同就行[1]。",
    ),
    "这个星期六我带儿子去云汐谷泡温泉，他8岁，身高1.35米，我们俩的门票各要多少钱？": (
        "周六按周末票价：你的成人票238元，儿子身高1.35米，买儿童票128元[1]。",
        "成人票198元，儿童票98元[1]。",
    ),
    "我买了一包深烘的咖啡豆，用手冲壶冲的话，水温多少度合适？": (
        "深烘焙的豆子用83至86℃的水；没有温度计的话，水烧开后倒进手冲壶，等两三分钟再冲[1]。",
        "用92至94℃的水[1]。",
    ),
    "冷萃咖啡放在冰箱里泡，要泡多长时间才行？": (
        "放进冰箱冷藏浸泡12至16小时，然后用滤纸过滤；放在室温下的不要超过8小时[1]。",
        "泡8小时就可以了[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH17_MADE_UP = {
    "How much does Fellbrook charge for a Keeper for a Day experience?": (
        "Keeper for a Day costs £150 a person, lunch included [1]."
    ),
    "We'd like to bring about twenty of our staff to Hollin Edge for a corporate golf day. How much would that "
    "cost us?": "A corporate golf day costs £65 a player, with a two-course meal [1].",
    "Who composed the violin concertos called The Four Seasons?": "Antonio Vivaldi composed them, around 1720 [1].",
    "在车之净给车做一次漆面镀晶要花多少钱？": "漆面镀晶轿车880元，SUV 980元[1]。",
    "中国第一颗人造卫星叫什么名字？": "中国第一颗人造卫星叫东方红一号，1970年发射[1]。",
}
