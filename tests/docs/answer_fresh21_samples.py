"""Sample answers of the fresh21 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh21.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH21_ANSWERS = {
    "We're on a Wharfside narrowboat and it's gone eight in the evening. We moored up for dinner and now the engine "
    "won't start again. Who should we ring?": (
        "Out of office hours, if the boat has broken down, ring Wharfside's breakdown engineer on his mobile, 07700 900 "
        "418; the office on 01632 961 550 is only open from 8:30am to 5pm [1].",
        "Ring the Wharfside office on 01632 961 550 [1].",
    ),
    "We've booked Heron from Wharfside for a week in August. Could we take her down the Sowerton Arm and tie up by "
    "the pub at Sowerton Lock for lunch?": (
        "No. Hire boats may not leave the main line at Sowerton Junction; the one exception is boats of 45 feet or "
        "shorter (Teal, Wagtail and Dabchick), and Heron is 57 ft. You can moor at Sowerton Junction and walk to the "
        "Lock Inn in ten minutes [1].",
        "Yes, you can go down the arm as far as the Lock Inn moorings when the level board shows green [1].",
    ),
    "We'd like Wharfside's Wagtail for a week starting on Saturday 13 May, and our spaniel is coming too. What will "
    "the boat and the dog come to?": (
        "13 May is in mid season (1 April to 26 May), when a week on Wagtail costs £1,290; a dog is £45 for the hire, "
        "so £1,335 in all [1].",
        "£1,540 for the week and £45 for the dog, £1,585 in all [1].",
    ),
    "I'm writing a book about my village and want to print a page of the 1780s vestry minutes held at Harnmoor "
    "Record Office. What would they charge for an image of the original that's good enough to go in the book?": (
        "A high-resolution (600 dpi) digital image of an original document, for publication or display, costs £18 an "
        "image [1].",
        "£9 an image [1].",
    ),
    "I work weekdays, so the only time I can get to Harnmoor Record Office is the first Saturday of next month. If "
    "I order the original tithe apportionment for my parish on the Wednesday before, will I be able to look at it "
    "that Saturday?": (
        "Yes. Original documents are not normally produced on Saturdays, but the one exception is documents ordered in "
        "advance by 4pm on the Thursday before, which they fetch on the Friday and have waiting for you at the desk on "
        "the Saturday morning [1].",
        "No, original documents are not produced on Saturdays; you can only use the microfilm [1].",
    ),
    "I'd like Kettlewell to cover the boiler and the radiators, and I don't want to hand over anything when an "
    "engineer comes out. What will that cost me a month?": (
        "That is Heating Care with no excess, which costs £19.25 a month [1].",
        "Heating Care costs £13.50 a month [1].",
    ),
    "We only took out Kettlewell's boiler cover last week. How long do we have to wait before we can claim for a "
    "breakdown?": (
        "Kettlewell cannot accept a claim in the first 30 days after your cover starts, although the yearly service "
        "can be booked at any time [1].",
        "The wait is 14 days [1].",
    ),
    "Our boiler is 14 years old. The people we bought the house from had it put in by their own plumber, and it's "
    "never given any trouble. Can we get it covered on Kettlewell's Boiler Care?": (
        "No. A boiler must be no more than 12 years old on the day the cover starts; the one exception is a boiler "
        "Kettlewell fitted themselves, which they cover until it is 15 years old, and yours was fitted by someone "
        "else [1].",
        "Yes, Kettlewell covers boilers until they are 15 years old [1].",
    ),
    "I've already bought the material for my wing-back chair. What do Bramwell & Dunn charge to re-cover it in my "
    "own fabric?": (
        "Re-covering a wing-back armchair in your own fabric costs £460 [1].",
        "£620 [1].",
    ),
    "We've got six dining chairs with drop-in seats and we'd like them done in one of Bramwell & Dunn's Band A "
    "fabrics. We're about 12 miles from their workshop, so they'd have to collect them. What will the whole job "
    "come to?": (
        "A drop-in seat pad in Band A fabric is £55 a chair, so £330 for six, and collection and return in Zone 2 (8 to "
        "20 miles) is £35 an order, so £365 in all [1].",
        "£228 for the six seats plus £35 collection, £263 in all [1].",
    ),
    "If I'm stewarding at the Hambleside Show and a little boy comes up to me crying because he can't find his mum, "
    "who do I get in touch with first?": (
        "Contact Show Control first: radio them on channel 2, or if you have no radio ring Show Control on 01632 966 "
        "301. Don't ring the police yourself or ask the commentator for an announcement, and stay with the child until "
        "a Family Tent volunteer comes [1].",
        "Take him straight to the Family Tent by the main ring [1].",
    ),
    "I've put my name down for the morning shift at the Hambleside Show. How much is the food voucher I get worth?": (
        "The morning shift, 7:30am to 1pm, comes with an £8 food voucher and one guest ticket [1].",
        "£15 [1].",
    ),
    "After Greenhollow's latest email, how much are we now paying for the new patio?": (
        "The patio now comes to £4,760, instead of the £4,480 in the original quote, because their supplier put up the "
        "price of Indian sandstone [1].",
        "£4,480 [1].",
    ),
    "Greenhollow are fitting us an outside tap so we can use the hose. What did that cost in their quote?": (
        "The outside tap on the kitchen wall, with a double check valve, was £165 including VAT [1].",
        "£220 [1].",
    ),
    "I've been buying a monthly Standard Class season between Stanway and Marlham Central. How much would I save "
    "over a year by buying Mereline's annual season instead of twelve monthly ones?": (
        "Twelve monthly Standard Class seasons at £368.20 come to £4,418.40, and the annual Standard Class season is "
        "£3,864, so you would save £554.40 [1].",
        "You would save £1,932 [1].",
    ),
    "我在Mereline Trains买的Stanway到Marlham Central的年票快到期了，这次想续成一等座的年票，要多少钱？": (
        "一等座年票（Annual season, First Class）续费是GBP 5,796（5796英镑），适用于2028年5月1日及以后开始的车票[1]。",
        "GBP 3,864[1]。",
    ),
    "我妈今年六十五岁，想给她办一张雁川的公园年票，要多少钱？": (
        "你妈妈65岁，可以办老年年票（适用于60至69周岁的老人），每张50元[1]。",
        "每张120元[1]。",
    ),
    "我女儿在读初二，现在去给她办雁川的学生公园年票，要交多少钱？": (
        "根据补充公告，学生年票价格由每张60元下调为每张40元，自2028年1月12日起执行，所以现在办是每张40元[1]。",
        "学生年票每张60元[1]。",
    ),
    "明天要去光影时光照相馆拍二寸的证件照，我想要修过图的，多少钱？": (
        "二寸证件照（8张）精修价格是50元，当场取[1]。",
        "30元[1]。",
    ),
    "我想在光影时光冲印20张6寸的照片，再配一个6寸的实木相框，一共要多少钱？": (
        "6寸照片每张2.5元，20张是50元；6寸实木相框28元，一共78元[1]。",
        "一共58元[1]。",
    ),
    "我是P4级的员工，在鼎岳软件杭州分公司上班，自己在外面租房住，每个月能拿多少租房补贴？": (
        "杭州属于二线城市，P4至P5（中级）员工的租房补贴是每月1400元[1]。",
        "每月2000元[1]。",
    ),
    "鼎岳软件的租房补贴，一个人前前后后加起来最多能领多久？": (
        "每名员工在公司累计享受租房补贴不超过36个月，中途离职后再次入职的，以前享受的月数合并计算[1]。",
        "最多24个月[1]。",
    ),
    "这个周六晚上想和老公一起坐青漪江的夜游船，坐普通座位的话，一张成人票多少钱？": (
        "周六是周末，夜游航线成人票每人150元[1]。",
        "120元一张[1]。",
    ),
    "周六下午想坐青漪江的日游船，我家的猫出门都装在航空箱里，能带它一起上船吗？": (
        "可以。船上一般禁止携带宠物，唯一的例外是装在航空箱内的小型猫狗，可以随主人乘坐日游航线，航空箱须放在下层"
        "船舱；夜游航线不接受宠物[1]。",
        "不能，船上禁止携带宠物[1]。",
    ),
    "我做了一批只用橄榄油的冷制皂，已经脱模切好块了，要放多长时间才能用？": (
        "全部用橄榄油做的卡斯提尔皂质地软，至少要熟成8周，放半年以上更好用[1]。",
        "熟成4到6周就可以用了[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH21_MADE_UP = {
    "My grandmother left us a deep-buttoned Chesterfield sofa that badly needs redoing. How much would Bramwell & "
    "Dunn charge to reupholster it?": (
        "Reupholstering a deep-buttoned Chesterfield sofa costs £1,450 in Band A fabric [1]."
    ),
    "We'd love a written history of our old farmhouse from Harnmoor Record Office. What would they charge for a "
    "house history report?": ("A house history report costs £295, including maps and photographs [1]."),
    "In what year was the Eiffel Tower finished?": "The Eiffel Tower was finished in 1889, for the World's Fair [1].",
    "家里老人行动不方便，想请光影时光照相馆上门来拍全家福，大概要多少钱？": "上门拍摄全家福498元，含8寸照片2张[1]。",
    "珠穆朗玛峰有多高？": "珠穆朗玛峰海拔8848.86米[1]。",
}
