# 玩家看到的每一句话（简体中文）。用词见 docs/glossary.md。

-sleeping-queens = 睡皇后
-mad-queens = 疯狂皇后

## Title

title-name = { -sleeping-queens }
title-tagline = 抢在对手之前唤醒皇后
title-new-game = 新游戏
title-mad-queens = { -mad-queens }
title-continue = 继续游戏
title-load = 读取存档
title-rules = 规则
title-settings = 设置
title-quit = 退出
title-version = 版本 { $version }

## Menus shared by the screens

menu-back = 返回
menu-done = 完成
menu-close = 关闭
menu-ok = 好的

## Pause

table-menu-button = 菜单
table-menu-hint = 暂停菜单：存档、设置、规则（{ $key }）
pause-heading = 已暂停
pause-resume = 继续
pause-rules = 规则
pause-settings = 设置
pause-save-as = 另存为
pause-save-name-hint = 存档名
pause-save = 保存
pause-saved-as = 已保存为 { $path }
pause-quit = 保存并返回主菜单
pause-quit-unsaved = 返回主菜单

## Settings

settings-heading = 设置
settings-music = 音乐
settings-effects = 音效
settings-animation-speed = 动画速度
settings-time-to-answer = 响应时间
settings-countdown = 倒计时
settings-memory-hints = 记忆提示
settings-memory-hints-detail = 显示背面朝上的位置上最后看到的皇后
settings-mad-odds = { -mad-queens }概率
settings-mad-odds-detail = 显示下一张牌爆牌的概率
settings-fullscreen = 全屏
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-language-overridden = 本次使用 { $language }（--lang）；设置下次起生效。

## How to play

rules-heading = 玩法
rules-tab-sleeping-queens = { -sleeping-queens }
rules-tab-mad-queens = { -mad-queens }
menu-start = 开始

## Rule sets

rules-classic = 原版规则
rules-extended = 扩展规则
rules-extended-v1 = 扩展规则（第一版）

## Seats

seat-empty = 空座位
seat-person = 真人玩家
seat-bot-easy = 电脑（简单）
seat-bot-normal = 电脑（普通）
seat-bot-hard = 电脑（困难）

## New game (Sleeping Queens)

setup-heading = 新游戏
setup-seat = 座位 { $number }
setup-default-name = 玩家 { $number }
setup-rules = 规则
setup-classic-words = 原版玩法：国王唤醒皇后，骑士偷取皇后，药水让皇后重新沉睡。
setup-extended-words = 每张皇后和国王都有能力；骑士、龙、药水和魔杖可以在回合外响应；数字牌可以打出顺子。
setup-extended-v1-words = 扩展规则的第一版：没有顺子，唤醒后不能使用药水。
setup-house-rules-words = 在“自定义规则”中制作的你自己的规则。
setup-who-starts = 先手
setup-random = 随机
setup-seed = 随机种子（可选）
setup-seed-hint = 随机
setup-error-seed = 随机种子 `{ $seed }` 不是整数
setup-error-seats = 一局游戏需要 2 到 5 个座位
setup-error-names = 每个座位都需要名字

## New game (Mad Queens)

mad-setup-heading = { -mad-queens }
mad-setup-intro = 挑战运气：从自己的牌库翻牌，在禁牌出现之前存牌。所有人同时进行；分数最多者获胜。
mad-setup-player = 玩家 { $number }
mad-setup-error-players = 一局{ -mad-queens }需要 { $min } 到 { $max } 名玩家
rules-mad-queens = { -mad-queens }

## Lists of names

list-comma = 、
list-and = { $first }和{ $last }

## Saved games

load-heading = 存档
load-none = { $folder } 中还没有存档。
load-autosave = 上一局（自动存档）
load-autosave-backup = 再上一局（自动存档备份）
load-finished = 已结束：{ $winners }获胜
load-no-leader = 还没有人拥有皇后
load-leads = { $leaders }领先
load-detail = { $rules } · { $seats } · 第 { $turn } 回合 · { $lead }
load-load = 读取
load-replay = 回放
load-delete = 删除
load-keep = 保留
load-delete-confirm = 永久删除“{ $file }”？

## Results

results-you-win = 你赢了！
results-wins = { $name }获胜！
results-share = { $names }并列获胜！
results-player = 玩家
results-points = 分数
results-queens = 皇后
results-turns = 共 { $turns } 回合
results-rematch = 再来一局
results-main-menu = 主菜单
results-chart = 每回合开始时的分数

## Game log and the hot-seat cover (both games)

log-button = 记录
log-button-hint = 打开对局记录（{ $key }）
log-heading = 对局记录
log-heading-short = 记录
cover-pass-to = 请把屏幕交给{ $name }
cover-your-screen = 轮到你了
cover-i-am = 我是{ $name }

## Mad Queens table

mad-plate-you = { $name }（你）
mad-plate-bot = { $name } · { $kind }
mad-plate-counts = { $points } 分 · 存牌 { $bank } · 牌库 { $deck }
mad-plate-queens = 皇后 { $queens }/4
mad-plate-temporary = { " · " }临时禁牌 { $cards }
mad-out-cannot-pay = 出局：付不起皇后
mad-out-fourth-queen = 出局：第四位皇后
mad-out-deck-empty = 出局：牌库已空
mad-out-stopped = 已收手
mad-banned-deck = 禁牌堆 { $cards }
mad-banned-cards = 禁牌
mad-banned-discard = 禁牌弃牌堆
mad-pile-deck = 牌库
mad-pile-discard = 弃牌堆
mad-pile-bank = 存牌
mad-pile-waiting = 等待中的皇后
mad-pile-queens = 已翻开的皇后
mad-pile-temporary-short = 禁牌
mad-pile-temporary = 临时禁牌
mad-odds = 下一张爆牌：{ $percent }%
mad-reveal-button = 翻牌（{ $key }）
mad-choice-reveal = 再翻一张
mad-choice-start = 开始行动
mad-choice-bank = 把翻牌区的牌存下
mad-choice-stop = 收手，保住分数
mad-log-taken-back = 你悔了一步。
mad-bank-button = 存牌（{ $key }）
mad-start-button = 开始（{ $key }）
mad-stop-button = 收手（{ $key }）
mad-ask-reveal-or-bank = 翻牌区：{ $cards } 张，{ $points } 分。继续翻牌，还是存牌？
mad-ask-reveal-or-bank-empty = 翻牌区已空：完全相同的牌已存入。现在存牌什么也得不到，还会{ $queen_waiting ->
    [1] 把一张等待中的皇后洗入你的牌库
   *[0] 让你抽一张临时禁牌
}。继续翻牌，还是仍要存牌？
mad-ask-start-or-stop = 牌库还剩 { $cards } 张：开始这次行动，还是收手并保留 { $points } 分？
mad-waiting-for = 等待 { $names } 完成行动…
mad-round = 第 { $round } 轮
mad-round-before = 第 { $round } 轮（所有人）：
mad-cover-no-peeking = 其他人请勿偷看这次行动。
mad-rules-heading = 规则 — { -mad-queens }
mad-rules-subheading = 用自己的一副牌挑战运气
mad-rules-aim = 目标
mad-rules-aim-text = 存牌得分：每张存下的牌 1 分，红桃 2 分，完全相同的牌加倍。所有玩家的游戏都结束时，分数最多者获胜。
mad-rules-play = 一次行动
mad-rules-play-text = 所有人同时进行。每次行动先翻开牌库顶的一张牌；然后继续翻牌或把翻牌区的牌存下。本轮结束前，你的行动只有你自己知道。
mad-rules-banned = 禁牌
mad-rules-banned-text = 桌子中间有两张禁牌，它们的点数从不相同。翻出与禁牌点数相同的牌就会爆牌：整个翻牌区被弃掉。禁牌是皇后时，禁止她的整个花色。与禁牌点数和花色都相同的牌是完全相同：它立刻正面朝上存下，分数加倍，你可以继续。
mad-rules-jokers = 鬼牌
mad-rules-jokers-text = 翻出鬼牌要立刻再翻两张；存下的鬼牌 1 分。禁牌是鬼牌时，每人翻两张牌：若有匹配（另一张禁牌或鬼牌）两张都存下，否则都弃掉。
mad-rules-queens = 皇后
mad-rules-queens-text = 你的四位皇后在牌库旁候场；每次存牌把一位洗进牌库。翻出的皇后要从存牌堆顶支付 2 张牌，本次行动中每翻出一张她的花色再加 1 张，然后必须再翻一张。付不起时，你的游戏结束。
mad-rules-temporary = 临时禁牌
mad-rules-temporary-text = 皇后全部洗入后，每次存牌都要抽一张只对你有效的临时禁牌。其中任何一张被命中时，全部弃掉。
mad-rules-end = 你的游戏结束
mad-rules-end-text = 付不起皇后时、付完第四位皇后后、需要翻牌而牌库已空时，或在牌库剩 12 张或更少时于行动开始时选择收手。被命中的禁牌在本轮结束时替换。
mad-rules-takeback = 悔一步
mad-rules-takeback-text = 只有你一个人和机器人对局时，“悔一步”（{ $takeback }）让你回到上一个决定。练习对局里任何决定都可以悔。普通对局里只能悔没让你看到新牌的存牌或收手：翻牌之后不能悔（你看到了牌），翻出禁牌或本轮结束之后也不能（你看到了所有人的出牌）。
mad-rules-keys = 按键
mad-rules-keys-text = { $reveal } 翻牌或开始，{ $bank } 存牌，{ $stop } 收手；{ $pass }或点击跳过动画；{ $hint } 提示；{ $takeback } 悔一步；{ $log } 对局记录；{ $rules } 规则；Esc 暂停；屏幕交给你时按 Enter 表示“我是…”。
mad-results-won = { $names }获胜
mad-results-points = { $name }：{ $points } 分
mad-results-ended = ・{ $how }
mad-results-axis-points = 已存分数
mad-results-by-round = 每轮分数
mad-results-play-again = 再来一局
mad-results-title = 主菜单

## Mad Queens' game log ($you: "yes" when the line is about the person playing)

suit-clubs = 梅花
suit-diamonds = 方块
suit-hearts = 红桃
suit-spades = 黑桃
mad-log-round = — 第 { $round } 轮 —
mad-log-must-turn = { $you ->
    [yes] 你
   *[no] { $name }
}必须翻开 { $card }。
mad-log-exact = { $card } 与禁牌完全相同：正面朝上存下，得 { $points } 分。
mad-log-queen-paid = { $queen } 发怒了：{ $you ->
    [yes] 你
   *[no] { $name }
}从存牌堆付出 { $cards } 张牌。
mad-log-queen-unpaid = { $queen } 要 { $cost } 张牌，存牌堆只有 { $bank } 张：{ $you ->
    [yes] 你
   *[no] { $name }
}的游戏结束了。
mad-log-bust = { $card } 是禁牌：{ $you ->
    [yes] 你
   *[no] { $name }
}爆牌了，失去 { $cards } 张牌。
mad-log-banked = { $you ->
    [yes] 你
   *[no] { $name }
}存下 { $cards }（{ $points } 分）。
mad-log-banked-empty = { $you ->
    [yes] 你
   *[no] { $name }
}存下了空的翻牌区。
mad-log-discarded = { $cards } 被弃掉。
mad-log-queen-in = { $suit }皇后被洗进{ $you ->
    [yes] 你
   *[no] { $name }
}的牌库。
mad-log-temporary-owed = 没有候场皇后了：本轮结束时{ $you ->
    [yes] 你
   *[no] { $name }
}抽一张临时禁牌。
mad-log-temporary-drawn = { $you ->
    [yes] 你
   *[no] { $name }
}抽到 { $card } 作为临时禁牌。
mad-log-temporary-hit = 临时禁牌被命中：{ $cards } 全部弃掉。
mad-log-out = { $you ->
    [yes] 你
   *[no] { $name }
}的游戏结束了：{ $why }。
mad-why-cannot-pay = 付不起皇后
mad-why-fourth-queen = 第四位皇后出现了
mad-why-deck-empty = 牌库用完了
mad-why-stopped = { $you ->
    [yes] 你选择了收手
   *[no] 选择了收手
}
mad-log-banned-suit = 禁牌 { $slot }：{ $card }：所有{ $suit }牌都被禁止。
mad-log-banned-joker = 禁牌 { $slot }：鬼牌！
mad-log-banned-value = 禁牌 { $slot }：{ $card }：所有 { $rank } 都被禁止。
mad-log-turned-away = { $card } 与另一张禁牌点数相同：翻走。
mad-log-reshuffled = 禁牌堆用完了：洗混它的弃牌堆。
mad-log-exhausted = 没有禁牌可抽了。
mad-log-joker-shared = 禁牌是鬼牌！每人翻两张牌，有匹配就存下。
mad-log-joker-temporary = 临时禁牌是鬼牌：{ $you ->
    [yes] 你
   *[no] { $name }
}翻两张牌。
mad-log-game-over = 游戏结束：{ $names }以 { $points } 分获胜。
mad-summary = { $name }{ $turned }：{ $end }。
mad-summary-turned-nothing = 没有翻牌
mad-summary-turned = 翻出 { $cards }
mad-summary-banked = 存下 { $cards } 张，得 { $points } 分
mad-summary-bust = { $card } 与禁牌 { $banned } 相同，爆牌
mad-summary-exact = 完全相同（{ $cards }），然后{ $end }
mad-summary-stopped = 收手不再继续
mad-summary-cannot-pay = 付不起皇后：出局
mad-summary-fourth-queen = 遇到第四位皇后：出局
mad-summary-deck-empty = 牌库用完：出局
load-date-format = %Y年%-m月%-d日 %H:%M
load-detail-mad = { $rules } · { $seats } · 第 { $turn } 轮 · { $lead }
cover-look-away = 其他人请回避。准备好后点击或按 Enter。

## Sleeping Queens: the cards

card-knight = 骑士
card-dragon = 龙
card-potion = 药水
card-wand = 魔杖
card-jester = 小丑
king-puzzle = 谜题国王
king-bubble-gum = 泡泡糖国王
king-chess = 国际象棋国王
king-hat = 帽子国王
king-cookie = 曲奇国王
king-tie-dye = 扎染国王
king-fire = 火焰国王
king-turtle = 乌龟国王
queen-heart = 爱心皇后
queen-cat = 猫咪皇后
queen-dog = 狗狗皇后
queen-pancake = 煎饼皇后
queen-ladybug = 瓢虫皇后
queen-moon = 月亮皇后
queen-peacock = 孔雀皇后
queen-sunflower = 向日葵皇后
queen-cake = 蛋糕皇后
queen-rainbow = 彩虹皇后
queen-rose = 玫瑰皇后
queen-starfish = 海星皇后
queen-short-heart = 爱心
queen-short-cat = 猫咪
queen-short-dog = 狗狗
queen-short-pancake = 煎饼
queen-short-ladybug = 瓢虫
queen-short-moon = 月亮
queen-short-peacock = 孔雀
queen-short-sunflower = 向日葵
queen-short-cake = 蛋糕
queen-short-rainbow = 彩虹
queen-short-rose = 玫瑰
queen-short-starfish = 海星

# A card as a sentence names one ("plays a Knight").
a-king = { $king }
a-jester = 小丑牌
a-knight = 骑士牌
a-potion = 药水牌
a-wand = 魔杖牌
a-dragon = 龙牌
a-number = 一张 { $value }
a-queen = 一位皇后
the-queen = { $queen }
your-card = 你的{ $card }
list-or = { $first }或{ $last }
# Between two sentences of one message.
sentence-gap = {""}

## What each card does, by rule set (-classic: the original rules)

ability-king-classic = 唤醒一位沉睡的皇后：任选一张翻盖的皇后牌，她就归你了。
ability-king-puzzle = 揭示并唤醒一位皇后。直到你的下个回合，数字牌只能单张打出。抽一张牌。
ability-king-bubble-gum = 逐一揭示至多 3 位沉睡的皇后（可随时停下），唤醒其中一位；其余的恢复原状。抽一张牌。
ability-king-chess = 揭示并唤醒一位皇后，然后选择奇数或偶数：直到你的下个回合，谁都不能打出这类数字牌（无牌可出的玩家跳过回合）。抽一张牌。
ability-king-hat = 揭示并唤醒一位皇后。然后可任选一位玩家的一位皇后：把她和你唤醒的皇后翻盖洗混，由她的主人盲选一张，其余归你。抽一张牌。
ability-king-cookie = 揭示一位皇后。煎饼皇后：翻转皇后区所有皇后，再唤醒她。蛋糕皇后：翻盖所有已被拥有的皇后，再唤醒她。其他皇后：直接唤醒。抽一张牌。
ability-king-tie-dye = 揭示一位皇后。背景颜色为红色：再揭示一位，或停下并唤醒所有已揭示的皇后。绿色：已揭示的皇后全部翻盖，一位也不唤醒。其他颜色：唤醒所有已揭示的皇后。抽一张牌。
ability-king-fire = 揭示并唤醒一位皇后，抽一张牌，然后从任意玩家的手牌中烧掉至多 5 张牌（别人的手牌盲选）；每位玩家抽回失去的张数。
ability-king-turtle = 揭示并唤醒一位皇后。你抽的牌要给所有人看：若是点数不超过 5 的数字牌，你再进行一回合。
ability-knight-classic = 从其他玩家那里抢夺一位皇后。对方可以用龙牌响应来阻止。
ability-knight = 在你的回合或任意皇后被唤醒后：从任意玩家那里抢夺一位皇后（瓢虫皇后除外）。任何玩家都可以用龙牌响应。抽一张牌。
ability-dragon-classic = 响应针对你的皇后的骑士牌：使那张骑士牌失效。
ability-dragon = 响应任意骑士牌使其失效，或在你的回合当作任意数字牌打出。抽一张牌。
ability-potion-classic = 让其他玩家的一位皇后重新沉睡：翻盖放回你选择的空位。对方可以用魔杖牌响应。
ability-potion = 在你的回合或有皇后被唤醒后，让任意一位皇后（孔雀皇后除外）沉睡，放回你选择的空位；或响应龙牌使其失效。抽一张牌。
ability-wand-classic = 响应针对你的皇后的药水牌：使那张药水牌失效。
ability-wand = 响应任意药水牌使其失效，或在你的回合把任意一位已被拥有的皇后与皇后区的一位皇后交换（各位置的正反面不变）。抽一张牌。
ability-jester-classic = 翻开抽牌堆顶的牌。能力牌：收入手中，再出一次牌。数字牌：从你开始顺时针数这个点数，数到的玩家唤醒一位皇后。
ability-jester = 揭示抽牌堆顶的牌并收入手中（算作你的抽牌）。数字牌：从你开始顺时针数这个点数，数到的玩家揭示一位皇后并拥有她。
ability-numbers-classic = 弃掉一张数字牌、一个对子或一个用上全部牌的加法公式（2+3=5），再抽回同样多的牌。
ability-numbers = 弃掉一张数字牌、一组相同点数的数字牌、3 张以上的顺子或一个加法公式（a+b=c、a+b=c+d……），再抽回同样多的牌。
queen-ability-rose-classic = 唤醒她时，再唤醒一位皇后。
queen-ability-cat-dog-classic = 猫狗不能共存：拥有其中一位时唤醒另一位，她会重新沉睡。
queen-ability-heart = 同时拥有她和任意一位 5 分皇后时：放回爱心皇后，或放回所有 5 分皇后。
queen-ability-cat-dog = 同时拥有猫咪皇后和狗狗皇后时：放回其中一位。
queen-ability-pancake = 从初始摆放起就正面朝上放在皇后区。
queen-ability-ladybug = 骑士牌无法抢夺她。
queen-ability-sun-moon-star = 同时拥有向日葵、月亮和海星皇后即获胜。
queen-ability-peacock = 药水牌无法使她沉睡。
queen-ability-cake = 你拥有她时，你的所有皇后都翻盖：别人只能盲选。
queen-ability-rainbow = 按皇后数量判定胜利时，算作两位皇后。
queen-ability-rose = 她被唤醒时，你可以再唤醒一位皇后。
queen-no-ability = 没有技能。

## How a game ends (after the winners' names)

end-queen-count = 集齐了足够的皇后
end-points = 达到了获胜分数
end-queen-count-of = 集齐了获胜所需的 { $queens } 位皇后
end-points-of = 达到了获胜所需的 { $points } 分
end-sun-moon-star = 拥有向日葵、月亮和海星皇后
end-grid-empty = 已没有沉睡的皇后：分数最高者获胜
end-piles-exhausted = 已无牌可抽：分数最高者获胜

## The rules reference (in the pause menu)

ref-how-to-win = 如何获胜
ref-win = 最先拥有 { $queens } 位皇后或 { $points } 分的玩家获胜。若已没有沉睡的皇后，分数最高者获胜。
ref-win-extended = 最先拥有 { $queens } 位皇后或 { $points } 分的玩家获胜（彩虹皇后算作两位）；同时拥有向日葵、月亮和海星皇后立即获胜。若已没有沉睡的皇后，分数最高者获胜。
ref-your-turn = 你的回合
ref-hand = 你有 { $cards } 张手牌。打出一张牌，或弃掉数字牌，然后把手牌补到 { $cards } 张。
ref-play = 可打出
ref-play-classic = 国王牌、骑士牌、药水牌或小丑牌。龙牌和魔杖牌只能用来响应。
ref-play-extended = 国王牌（每张都有自己的技能）、骑士牌、药水牌、魔杖牌或小丑牌。
ref-numbers = 数字牌
ref-stuck = 无牌可出
ref-stuck-text = 无法打出任何牌：弃掉一张牌，再抽一张。
ref-out-of-turn = 回合外
ref-answers = 响应
ref-answers-classic = 皇后被骑士牌指定时，她的主人可以用龙牌阻止；被药水牌指定时，可以用魔杖牌阻止。
ref-answers-extended = 任何人都可以用龙牌响应骑士牌，用药水牌响应这张龙牌，用魔杖牌响应药水牌；从当前回合的玩家开始依次响应。
ref-after-wake = 唤醒后阶段
ref-after-wake-text = 有皇后被唤醒时，每位玩家可以依次打出骑士牌或药水牌。
ref-cards = 卡牌
ref-kings = 国王牌
ref-queens = 皇后
ref-queen-points = { $queen }（{ $points } 分）
ref-other-queen = { $queen } { $points }
ref-other-queens = 其他皇后
ref-other-queens-text = 没有技能；分数：{ $queens }。

## Sleeping Queens' prompts ($you: "yes" when the words are about the reader's seat)

story-target = { $you ->
    [yes] 你
   *[no] { $name }
}的{ $queen }
story-target-hidden = { $you ->
    [yes] 你
   *[no] { $name }
}的一位翻盖皇后
story-played = { $you ->
    [yes] 你
   *[no] { $name }
}打出{ $card }。
story-played-at = { $you ->
    [yes] 你
   *[no] { $name }
}打出{ $card }，{ $knight ->
    [yes] 要抢夺
   *[no] 目标是
}{ $target }。
story-answered = { $you ->
    [yes] 你
   *[no] { $name }
}用{ $card }响应。
story-woke = { $you ->
    [yes] 你
   *[no] { $name }
}唤醒了{ $queens }。
story-now-owned = 现在{ $you ->
    [yes] 你
   *[no] { $name }
}拥有{ $queen }。
story-asleep-again = 现在{ $queen }又睡着了。
question-answer = 要用{ $cards }响应{ $against }吗？
question-answer-short = 要响应{ $against }吗？
question-answer-at = 要响应{ $knight ->
    [yes] 抢夺
   *[no] 针对
}{ $target }的{ $against }吗？
question-after-wake = 要现在打出{ $cards }吗？
question-nothing = 没有可打出的牌：过。
numbers-equal = { $count ->
    [2] 一对 { $value }
    [3] 三张 { $value }
    [4] 四张 { $value }
   *[other] { $count } 张 { $value }
}
prompt-turn-play-or-numbers = 你的回合：打出你的{ $cards }，或选择要弃掉的数字牌。
prompt-turn-play = 你的回合：打出你的{ $cards }。
prompt-turn-numbers = 你的回合：选择要弃掉的数字牌。
prompt-turn-stuck = 你的回合：无法打出任何牌。选一张牌弃掉，再抽一张。
prompt-turn = 你的回合。

## Sleeping Queens' game log ($you: "yes" when the line is about the person playing;
## a line has no full stop)

log-a-hidden-queen = 一位翻盖皇后
log-hidden-queen = 翻盖皇后
log-a-face-down-queen = 翻盖的皇后
log-turn = — 第 { $turn } 回合：{ $name } —
log-skipped-chess = { $you ->
    [yes] 你
   *[no] { $name }
}受国际象棋国王限制无牌可出，跳过回合
log-skipped-empty-hand = { $you ->
    [yes] 你
   *[no] { $name }
}没有手牌，跳过回合
log-played = { $you ->
    [yes] 你
   *[no] { $name }
}打出{ $card }
log-dragon-as = 龙牌当作 { $value }
log-numbers = { $you ->
    [yes] 你
   *[no] { $name }
}弃掉 { $numbers }，抽 { $count } 张牌
log-numbers-dragons = { $you ->
    [yes] 你
   *[no] { $name }
}弃掉 { $numbers }（{ $dragons }），抽 { $count } 张牌
log-stuck = { $you ->
    [yes] 你
   *[no] { $name }
}无牌可出，弃掉{ $card }
log-drew-for-all = { $you ->
    [yes] 你
   *[no] { $name }
}抽到{ $card }，亮给所有人看
log-you-drew = 你抽到{ $card }
log-you-passed = 你选择了“过”。
log-you-passed-in-time = 时间到了：你选择了“过”。
log-reshuffled = 弃牌堆洗混成新的抽牌堆（{ $cards } 张牌）
log-draw-skipped = { $you ->
    [yes] 你
   *[no] { $name }
}已无牌可抽
log-jester-turns-up = { $you ->
    [yes] 你
   *[no] { $name }
}的小丑牌翻出{ $card }
log-jester-count = 顺时针数 { $count }，数到{ $you ->
    [yes] 你
   *[no] { $name }
}
grid-place = 第 { $row } 行{ $column ->
    [1] 左边
    [2] 中间
   *[3] 右边
}
log-revealed = { $place }的{ $queen }被揭示
log-face-down = { $place }的皇后翻盖了
log-woken = { $you ->
    [yes] 你
   *[no] { $name }
}唤醒了{ $queen }
log-takes = { $you ->
    [yes] 你
   *[no] { $name }
}得到了{ $queen }
log-keeps = { $you ->
    [yes] 你
   *[no] { $name }
}留下了{ $queen }
log-takes-from = { $you ->
    [yes] 你
   *[no] { $name }
}拿走了{ $from_you ->
    [yes] 你
   *[no] { $from }
}的{ $queen }
log-sent-back = { $queen }不肯和死对头待在一起，回到 { $place }重新沉睡
log-put-to-sleep = { $you ->
    [yes] 你
   *[no] { $name }
}的{ $queen }回到 { $place }重新沉睡
log-swapped = { $you ->
    [yes] 你
   *[no] { $name }
}的{ $queen }与 { $place }的{ $taken }交换了位置
log-answered = { $you ->
    [yes] 你
   *[no] { $name }
}用{ $card }响应{ $against }
log-cancelled = { $card }失效了
log-no-effect = { $card }对{ $queen }无效
log-singles-only = 直到{ $you ->
    [yes] 你
   *[no] { $name }
}的下个回合，数字牌只能单张打出
log-no-parity = 直到{ $you ->
    [yes] 你
   *[no] { $name }
}的下个回合，谁都不能打出{ $parity ->
    [odd] 奇数
   *[even] 偶数
}数字牌
log-puzzle-over = 谜题国王的本轮次结束了
log-chess-over = 国际象棋国王的本轮次结束了
log-grid-flipped = 皇后区的所有皇后都翻转了！
log-queens-hidden = 所有已被拥有的皇后都翻盖了！
log-hat-shuffle = { $you ->
    [yes] 你
   *[no] { $name }
}把 { $count } 位皇后翻盖洗混；{ $owner_you ->
    [yes] 你
   *[no] { $owner }
}盲选一位
log-burned = { $you ->
    [yes] 你
   *[no] { $name }
}的{ $card }被烧掉了
log-extra-turn = { $you ->
    [yes] 你
   *[no] { $name }
}在这回合之后再进行一回合
log-game-over = { $you ->
    [yes] 你
   *[no] { $names }
}获胜——{ $reason }

## Sleeping Queens' table: seat plates, piles, prompts, hover, the open call, replays

plate-queens-hidden = { $queens } 位皇后（翻盖）
plate-points = { $points } 分 · { $queens } 位皇后
plate-hidden-queen = 翻盖
pile-draw = 抽牌堆 · { $cards }
pile-discard = 弃牌堆 · { $cards }
pile-burned = 已烧掉 · { $cards }
pile-singles-only = 谜题国王：数字牌只能单张打出
pile-no-parity = 国际象棋国王：不能出{ $parity ->
    [odd] 奇数
   *[even] 偶数
}
pile-rules = { $rules }
pile-house-rules = 自定义规则“{ $name }”
ask-wake = 选择一位沉睡的皇后唤醒。
ask-wake-rose = 玫瑰皇后：再选择一位沉睡的皇后唤醒。
ask-jester-own = 小丑牌数到了你：选择一位沉睡的皇后拿走。
ask-reveal = 选择一位沉睡的皇后揭示。
ask-reveal-face-up = 选一位沉睡的皇后（她们都已经正面朝上了）。
ask-knight = 骑士：选择一位要抢夺的皇后。
ask-knight-own = 骑士：现在只能抢夺你自己的皇后（骑士也可以抢夺自己的皇后，X-KN-1）。选一位。
ask-potion = 药水：选择一位皇后，让她沉睡。
ask-wand-owned = 魔杖：选择一位已被拥有的皇后，与皇后区交换。
ask-hat = 帽子国王：选择一位皇后与你唤醒的皇后一起洗混，或直接留下你唤醒的皇后。
ask-sleep-slot = 选择一个空位，让{ $queen }在那里沉睡。
ask-sleep-slot-hidden = 选择一个空位，让这位皇后在那里沉睡。
ask-put-back-slot = 选择一个空位，放回{ $queen }。
ask-wand-grid = 魔杖：选择皇后区中要交换的皇后。
ask-parity = 国际象棋国王：直到你的下个回合，谁都不能打出哪类数字牌？
ask-reveal-more = 再揭示一位皇后，还是停下？
ask-bubble-gum = 泡泡糖国王：选一位已揭示的皇后唤醒她。
ask-hat-blind = 帽子国王：从翻盖的皇后中盲选一位。
ask-fire = 火焰国王：再从任意手牌中选至多 { $cards } 张牌烧掉，或停下。
ask-put-back = 你的皇后合不来：让哪一位回去沉睡？
prompt-picked = 已选：
prompt-dragon-as = 龙牌 = { $value }
prompt-numbers-draw = { $numbers }：抽 { $count } 张牌
prompt-numbers-illegal = { $numbers }：不能这样出牌
prompt-numbers-singly = { $numbers } — { $king }：只能单张
prompt-numbers-parity = { $numbers } — { $king }：不能打{ $parity ->
    [odd] 奇数
   *[even] 偶数
}
prompt-discard = 弃掉 { $count } 张牌
prompt-clear = 清空
prompt-answer-with = 用你的{ $card }响应
prompt-play-your = 打出你的{ $card }
prompt-pass = 过
prompt-no-odd = 不能出奇数
prompt-no-even = 不能出偶数
prompt-reveal-another = 再揭示一位
prompt-stop = 停下
prompt-put-back = 放回{ $queen }
prompt-put-back-fives = 放回所有 5 分皇后
prompt-stop-burning = 停止烧牌
prompt-keep-them = 直接留下
prompt-no-more = 到此为止
prompt-cancel = 取消
prompt-cancel-hint = 把你的{ $card }收回手中（也可以右键或按 Esc）
plate-whose-turn = 轮到 { $name }
time-left = 剩余时间：{ $seconds } 秒
seconds = { $seconds } 秒
hover-queen = { $queen } · { $points } 分
hover-sleeping-queen = 一位沉睡的皇后，背面朝上。
hover-last-seen = 这里最后看到的是{ $queen }。
hover-queen-back = 皇后
hover-card-back = 一张牌
hover-face-down = 背面朝上。
call-anyone-answering = 有人要响应{ $against }吗？
call-anyone-playing = 有人要打出骑士牌或药水牌吗？
call-how = 要响应的玩家请选自己的名字，再点“完成”；被询问时仍可以反悔。
call-no-one = 没有人响应
over-see-results = 查看对局结果
replay-over = 回放结束
replay-name = “{ $name }”
replay-of = 回放：“{ $name }”
replay-progress = 第 { $action } 步，共 { $total } 步
replay-play = 播放
replay-pause = 暂停
replay-step = 单步
replay-step-hint = 下一步
replay-speed = ×{ $speed }
replay-leave = 退出
ref-heading = 规则 — { $rules }
why-not-a-choice = 现在不能选这个：能选的会发光。
why-dragon-answers = 龙牌要留着响应针对你的皇后的骑士牌。
why-wand-answers = 魔杖牌要留着响应针对你的皇后的药水牌。
why-wand-no-target = 现在没有可以用魔杖交换的皇后。
why-knight-no-target = 现在没有你的骑士能抢夺的皇后。
why-potion-no-target = 现在没有你的药水能让其沉睡的皇后。
why-number-limited = 现在不能打出这个数字：某位国王限制了数字牌，效果持续到打出它的玩家的下个回合。
why-card-not-now = 现在不能打出{ $card }。
why-not-your-hand = 这不是你的手牌：请从自己的手牌中出牌。
why-grid-needs-king = 唤醒沉睡的皇后要用国王：先从手牌中打出一张国王。
why-owned-needs-knight = 要抢夺皇后或让她沉睡，请先打出骑士牌或药水牌。
why-play-a-card = 从手牌中打出一张牌，或选择要弃掉的数字牌。
why-pick-a-target = 为你的{ $card }选择一个目标（会发光的那些），或把它收回：点取消、右键或按 Esc。

## How to play: Sleeping Queens (the title's Rules page)

how-goal = 目标
how-goal-text = 十二位皇后翻盖着躺在桌子中间，睡得正香。唤醒她们、抢夺她们、守住她们：2 或 3 人游戏时，最先拥有 5 位皇后或 50 分的玩家获胜；4 或 5 人游戏时，则是 4 位皇后或 40 分。如果在此之前所有皇后都已被唤醒，分数最高者获胜。
how-turn-text = 你有 5 张手牌。从下面的行动中选一种，然后把手牌补回 5 张。
how-king = 国王
how-king-text = 唤醒任意一位沉睡的皇后：选一张翻盖的牌，她就归你了。
how-knight-text = 从其他玩家那里抢夺一位皇后。对方可以用龙牌阻止。
how-potion-text = 让其他玩家的一位皇后重新沉睡。对方可以用魔杖牌阻止。
how-jester-text = 翻开抽牌堆顶的牌。能力牌：收入手中，再出一次牌。数字牌：从你开始顺时针数这么多位玩家，数到的玩家唤醒一位皇后。
how-numbers-text = 弃掉一张数字牌、一个对子或一个加法公式（如 2 + 3 = 5 或 1 + 2 + 6 = 9），再抽回同样多的牌。
how-stuck = 无牌可出？
how-stuck-text = 龙牌和魔杖牌只能用来阻止。如果打不出其他牌，就弃掉一张牌，再抽一张。
how-special-queens = 特殊皇后
how-rose-text = 唤醒她时，再唤醒一位皇后。
how-cat-dog = 猫咪皇后和狗狗皇后
how-cat-dog-text = 猫狗不能共存：拥有其中一位时唤醒另一位，她会立刻重新沉睡。
how-other-rule-sets = 其他规则
how-other-rule-sets-text = 扩展规则让每位国王和许多皇后都有自己的技能；在新游戏中选择这些规则时会有说明。

## Saves, errors and loading

save-error-io = 无法读取存档文件：{ $error }。
save-error-empty = 存档文件是空的。
save-error-too-big = 文件太大，不可能是存档（{ $kib } KiB；存档最多 { $limit } KiB）。
save-error-damaged = 文件已损坏或不是存档（第 { $line } 行第 { $column } 列：{ $error }）。
save-error-newer = 这个存档来自更新版本的游戏（格式 { $found }，本游戏最高支持 { $supported }）。
save-error-unknown-version = 这个存档的格式版本 { $found } 无法识别（本游戏支持 1 到 { $supported }）。
save-error-setup = 存档的对局设置无效：{ $error }。
save-error-illegal = 无法回放这个存档：记录中的第 [{ $index }] 步不合规则（{ $error }）。
save-error-fault = 回放这个存档时游戏出错（游戏本身的 bug）：{ $error }。
save-failed-in = 无法把游戏保存到 { $folder }：{ $error }
save-failed = 无法保存游戏：{ $error }
start-failed = 游戏无法启动：{ $error }
log-resumed = 游戏从存档处继续。
assets-none-loaded = 游戏的 { $total } 个图片、声音和字体文件全部无法加载，桌面上可能有部分空白。请在游戏所在的文件夹中运行游戏，或把 SLEEPING_QUEENS_ASSETS 设为它的 assets 文件夹。
assets-some-failed = 游戏的 { $total } 个图片、声音和字体文件中有 { $failed } 个无法加载，桌面上可能有部分空白。请在游戏所在的文件夹中运行游戏，或把 SLEEPING_QUEENS_ASSETS 设为它的 assets 文件夹。
loading-waking = 正在唤醒皇后们…
results-counts-as-two = { $queen }（算作两位）
seat-default-you = 你
start-error-mad-save = 这个存档是一局{ -mad-queens }，这张牌桌玩不了
start-error-sq-save = 这个存档是{ -sleeping-queens }
mad-joker = 鬼牌
settings-seconds-suffix = {" 秒"}
house-error = 自定义规则第 { $line } 行：{ $problem }
house-error-field = 自定义规则第 { $line } 行的“{ $field }”：{ $problem }
house-error-no-name = 规则需要一个名称
house-error-unknown-word = 这里不能写“{ $found }”：可以写 { $expected }
house-error-unknown-field = 规则集里没有“{ $found }”这一项（它的项是 { $expected }）
house-error-missing-comma = 这一行或上一行末尾少了一个逗号或右括号
house-error-no-file = { $path } 没有这个文件。
house-error-hand-size = 手牌数必须在 1 到 { $max } 张之间，而不是 { $found }
house-error-potion-after-wake = 原版规则没有唤醒后阶段；请使用 base: Extended
house-error-win-queens = 获胜所需皇后数必须在 1 到 12 之间，而不是 { $found }
house-error-win-points = 获胜所需分数必须在 1 到 125 之间，而不是 { $found }

## Take-backs

takeback-button = 悔一步
takeback-hint = 回到你的上一个决定（{ $key }）
takeback-none = 你还没有可以撤回的决定。
takeback-unsee = 普通对局不能悔棋：之后你已经看到了{ $what ->
    [own] 自己牌库里的牌
    [banned] 新的禁牌
    [plays] 其他玩家的出牌
    [draw] 抽到的牌
    [jester] 小丑翻开的牌
    [others] 别人手里的牌
   *[queen] 皇后的正面
}。练习对局可以。
takeback-failed = 无法回到之前：{ $error }
setup-practice = 练习
setup-practice-words = 练习：任何时候都可以悔一步，即使你已经看到了新的牌。
load-detail-practice = { $detail } · 练习
results-practice = 练习对局
results-take-backs = 悔了 { $count } 步

## Hints
hint-button = 提示
hint-tooltip = 困难机器人会怎么做？只根据你能看到的来算（{ $key }）
mad-hint-tooltip = 每个选择都和其他人的游戏一起玩到最后，玩许多次；只根据你能看到的来算（{ $key }）
hint-thinking = 思考中…
hint-heading = 提示
hint-line = { $choice } —— { $figure }
hint-to-win = 胜率 { $percent }
figure-points = { $points } 分
hint-percent = { $percent }%
hint-alike = 那里的每张牌对你来说都一样。
hint-discard-numbers = 弃掉 { $numbers }
hint-discard-numbers-dragon = 弃掉 { $numbers }（龙当作 { $value }）
hint-discard-card = 弃掉你的{ $card }
hint-empty-slot = { $place }
hint-wake-queen = 唤醒{ $queen }
hint-wake-any = 唤醒任意一位沉睡的皇后：你分辨不出她们
hint-wake-slot = 唤醒 { $place }的皇后
hint-take-queen = 选{ $queen }
hint-take-slot = { $place }的皇后
hint-owned-queen = { $you ->
    [yes] 你的{ $queen }
   *[no] { $name }的{ $queen }
}
hint-owned-hidden = { $you ->
    [yes] 你的一位翻盖皇后
   *[no] { $name }的一位翻盖皇后
}
hint-blind = 任意一位背面朝上的皇后
hint-burn-yours = 烧掉你的{ $card }
hint-burn-of = { $name }的一张牌
results-hints = 用了 { $count } 次提示

## The review of a game
load-review = 复盘
results-review = 复盘
review-game-name = 你的对局
review-heading = 本局复盘
review-measuring = 正在根据你当时能看到的，逐一衡量你的每个决定…
review-progress = { $done } / { $total } 个决定
review-cancel = 取消
review-failed = 无法复盘：{ $error }
review-none = 衡量了 { $decisions } 个决定：没有哪一个有明显更好的选择。打得漂亮！
review-summary = 衡量了 { $decisions } 个决定；其中 { $mistakes } 个有明显更好的选择，损失最大的一个让胜率少了 { $points } 个百分点。
review-chart-caption = 你每次决定后的胜率。红点：有明显更好的选择。金点：三次最大的起伏（点击可查看当时的牌桌）。
review-turn = 第 { $turn } 回合 · 胜率损失 { $points } 个百分点
review-you-chose = 你：{ $choice }（{ $percent }）
review-better = 更好：{ $choice }（{ $percent }）
review-show = 查看
review-swing = 第 { $turn } 回合：{ $before } → { $after }
review-round = 第 { $turn } 轮 · 胜率损失 { $points } 个百分点
review-round-points = 第 { $turn } 轮 · 损失 { $points } 分
review-swing-round = 第 { $turn } 轮：{ $before } → { $after }
review-summary-points = 衡量了 { $decisions } 个决定；其中 { $mistakes } 个有明显更好的选择，损失最大的一个少了 { $points } 分。
review-chart-caption-points = 你每次决定后能得到的分数（按你能看到的牌衡量）。红点：有明显更好的选择。金点：三次最大的起伏（点击可查看当时的牌桌）。
review-method = 每个决定都在你看不到的牌的 { $deals } 种发牌下衡量；同一局的结果每次都一样。

## The profile
title-profile = 战绩
profile-heading = 你的战绩
profile-empty = 还没有对局。每一局你和机器人下完的对局都会记在这里。
profile-rules = 规则
profile-bots = 最强的机器人
profile-played = 局数
profile-won = 胜局
profile-average = 平均得分
profile-busts = 爆牌
profile-exact = 完全相同
profile-queens-paid = 付过的皇后
profile-won-of = { $won }（{ $rate }）
profile-streak = 最长连胜：{ $best } · 当前：{ $now }
profile-help = 用过的提示：{ $hints } · 悔棋：{ $takebacks }
profile-reset = 清零
profile-reset-confirm = 要清零你的战绩吗？所有数字都会归零，无法恢复。
profile-reset-yes = 清零
profile-reset-no = 保留

## Lessons
title-learn = 学习玩法
title-learn-done = 学习玩法 ✓
lesson-coach = 教练
mad-lesson-waiting = Bo 与你同时用自己的牌库行动，你看不到；他这次行动的结果在本轮结束时显示。
lesson-watch = 轮到 Bo：看看 Bo 怎么做。
lesson-not-that = 不是那张：请点发光的牌。
lesson-skip = 离开教学
lesson-skip-hint = 回到标题画面；可以从那里重新开始教学。
lesson-finish = 完成
lesson-play-on = 继续玩
lesson-lost = 这一局没有赢下来。请从标题画面重新开始教学，把它走完。
lesson-classic-king = 皇后们面朝下睡在中间。国王可以唤醒一位：打出你的泡泡糖国王。
lesson-classic-wake = 现在选一位沉睡的皇后来唤醒：就是这位。她归你了，她的分数算进你的胜利。
lesson-classic-one-number = 这回没有国王？那就换牌：弃一张数字牌，再摸一张。选 9，然后点“弃掉 1 张牌”。
lesson-classic-pair = 两张相同的数字可以一起弃掉，一对能摸两张新牌。选中两张 3，把它们弃掉。
lesson-classic-addition = 能凑成加法的数字也能一起弃掉：2 + 5 = 7。三张都选上；弃得越多，摸得越多。
lesson-classic-knight = Bo 有两位皇后。骑士可以从别的玩家那里抢走一位：打出你的骑士。
lesson-classic-knight-target = 现在选 Bo 的月亮皇后，把她抢过来。
lesson-classic-dragon = Bo 派骑士来抢你的猫咪皇后！龙可以挡住骑士：用你的龙响应。
lesson-classic-potion = 药水能让别的玩家的皇后重新睡去：打出你的药水。
lesson-classic-potion-target = 让 Bo 的爱心皇后睡去：选她。
lesson-classic-potion-slot = 她会面朝下回到牌阵的一个空位：选这个空位。
lesson-classic-wand = Bo 想对你的猫咪皇后用药水！魔杖可以挡住药水：用你的魔杖响应。
lesson-classic-jester = 小丑会翻开下一张牌。翻到功能牌就收下，再出一次牌；翻到数字就从你开始绕桌数，数到谁，谁就唤醒一位皇后。打出你的小丑。
lesson-classic-rose = 数 3 正好数回到你：唤醒一位皇后。试试这一位。
lesson-classic-rose-bonus = 是玫瑰皇后！唤醒她可以立刻再唤醒一位皇后。再选一位。
lesson-classic-dog = 打出你的国际象棋国王。不过要小心：猫咪皇后和狗狗皇后是对头，绝不会待在同一个玩家身边。
lesson-classic-dog-slot = 唤醒这一位，看看会发生什么。
lesson-classic-last-king = 狗狗皇后又睡回去了：她不肯和你的猫咪待在一起。你已经有四位皇后，再来一位就赢了。打出你的火焰国王。
lesson-classic-win = 唤醒这位皇后：你的第五位。
lesson-classic-end = 你赢了！两到三名玩家时，5 位皇后或 50 分获胜；四到五名玩家时，4 位皇后或 40 分。如果没有皇后还在沉睡，分数最高的人获胜。这就是经典玩法的全部。

## The prompt's "?"
help-tooltip = 这个决定背后的规则
help-heading = { $rule }（{ $rules }）
help-close = 关闭

## The card gallery
title-cards = 卡牌
pause-gallery = 卡牌图鉴
gallery-heading = 卡牌图鉴
gallery-points = { $points } 分
gallery-in-deck = 牌堆中共 { $count } 张
gallery-no-ability = 没有能力：只有分数。
gallery-power-cards = 功能牌
gallery-numbers = 数字 1 到 10
gallery-mad-deck = 每位玩家一副牌（54 张）
gallery-mad-does = 在疯狂皇后中
gallery-mad-plain = A 到 10、J、K
gallery-mad-plain-points = 存入得 1 分；完全相同得 2 分
gallery-mad-hearts = 红桃
gallery-mad-hearts-points = 存入得 2 分；完全相同得 4 分
gallery-mad-queens-count = 每副 4 张，放在牌堆旁等待
gallery-mad-jokers-count = 每副 2 张；存入得 1 分
gallery-mad-table = 桌上的牌
gallery-mad-back = 牌背
gallery-mad-back-detail = 牌库、存牌和禁牌堆
gallery-mad-back-does = 你的牌库背面朝上：你知道里面还剩哪些牌，但不知道哪张在上面。存下的牌也背面朝上，只有存下的牌才得分。
gallery-mad-banned = 禁牌
gallery-mad-banned-detail = 桌子中间两张，对所有人有效
gallery-mad-banned-joker = 鬼牌成为禁牌
gallery-mad-banned-joker-detail = 翻到禁牌的位置上时
gallery-mad-banned-joker-does = 还在游戏中的每位玩家翻两张牌。若其中有匹配（另一张禁牌的点数，是皇后时为她的花色，或鬼牌），两张都存下；否则都弃掉。其中的皇后要付，不算匹配。然后鬼牌被换掉。
gallery-mad-temporary-detail = 只对你有效，皇后全部洗入后每次存牌抽一张
gallery-mad-plain-does = 翻出后进入翻牌区，存下就得分。点数与禁牌相同（或花色与禁牌皇后相同）就爆牌；点数和花色都相同则是完全相同：立刻存下，分数加倍。
gallery-mad-hearts-does = 和其他牌一样，但存下的红桃得 2 分（完全相同时 4 分）。

## The extended lesson
lesson-extended-turtle = 在扩展规则中，每位国王都有能力。乌龟国王唤醒一位皇后，并亮出你摸到的牌：5 或更小就能再行动一回合。打出它。
lesson-extended-turtle-wake = 唤醒这位皇后。
lesson-extended-answer = 每次唤醒之后，每位玩家都可以打出骑士或药水：Bo 派骑士来抢你的向日葵皇后！任何人都可以在回合外响应：用你的龙挡住它。
lesson-extended-straight = 你摸到了 2，所以乌龟国王让你再行动一回合。扩展规则加入了顺子：三张或更多连续的数字可以一起弃掉。弃掉 3、4、5。
lesson-extended-after-wake = Bo 唤醒了孔雀皇后。这就是唤醒后的时机：你现在可以在回合外打出骑士。打出你的骑士。
lesson-extended-after-wake-target = 抢走 Bo 的孔雀皇后。
lesson-extended-own-card = 没人会响应自己的骑士：你选择放弃。
lesson-extended-dragon-number = 在你的回合，龙可以当作任意数字。选中 2、7 和龙：龙算作 5，2 + 5 = 7。
lesson-extended-chess = 国际象棋国王唤醒一位皇后，然后禁止所有人打出奇数或偶数，直到你的下一回合。打出它。
lesson-extended-chess-wake = 唤醒这位皇后。
lesson-extended-chess-parity = 禁止奇数：Bo 手里是偶数，这次对 Bo 没有影响，但它能让一手牌无路可走。
lesson-extended-puzzle = 谜题国王唤醒一位皇后；直到你的下一回合，数字牌只能一张一张地弃。打出它。
lesson-extended-win = 你已经有向日葵皇后和月亮皇后。唤醒这一位：海星皇后。
lesson-extended-end = 你赢了！同时拥有向日葵、月亮和海星皇后立刻获胜。除此之外，扩展规则的胜利条件和经典一样，彩虹皇后算作两位皇后。每位皇后也都有能力：卡牌图鉴里都有列出。
lessons-heading = 学习玩法
lessons-classic = 第一局（经典）
lessons-classic-about = 国王、骑士和龙、药水和魔杖、小丑、数字牌，以及如何获胜。
lessons-extended = 扩展规则新增了什么
lessons-extended-about = 有能力的国王、回合外响应、唤醒后的时机、顺子、把龙当作数字。
lessons-done = 已完成 ✓
lessons-begun = 停在第 { $step } 步
lessons-start = 开始
lessons-resume = 继续
lessons-again = 从头开始
lesson-mad-reveal = 你的行动从牌库顶的梅花 3 开始。禁牌是黑桃 8 和方块 K：翻出任何 8 或 K 就会爆牌。再翻一张。
lesson-mad-bank = 红桃 5：红桃得 2 分。把翻牌区的牌存下：它们进入存牌，得 3 分。每次存牌还会把等待中的 4 张皇后之一洗入你的牌库。
lesson-mad-push = 新的一轮：所有人同时进行，每人只看自己的牌。看看运气：再翻一张。
lesson-mad-joker-event = 红桃 8 让你爆牌（黑桃 8 是禁牌），翻牌区的牌都没了。被命中的黑桃 8 换成了鬼牌：禁牌是鬼牌时每人翻两张，你的梅花 K 与另一张禁牌方块 K 点数相同，于是两张都存下了。请翻牌。
lesson-mad-exact = 方块 K 正是禁牌本身：完全相同的牌立刻正面朝上存下，分数加倍，你的行动继续。现在把翻牌区的牌存下。
lesson-mad-queen = 先翻出了红桃 Q：皇后要从你的存牌顶上付 2 张，本次行动中每翻出一张同花色的牌再加 1 张，然后你必须再翻一张（梅花 4）。再翻一张。
lesson-mad-after-queens = 梅花 Q 付了 3 张，接着梅花 6 和新禁牌黑桃 6 点数相同，爆牌了。请翻牌。
lesson-mad-joker = 翻出鬼牌要立刻再翻两张；存下的鬼牌得 1 分。把这 4 张存下。
lesson-mad-queens-in = 红桃 6 和禁牌方块 6 点数相同，立刻爆牌。你的 4 张皇后现在都在牌库里了。请翻牌。
lesson-mad-temporary = 没有等待中的皇后时，每次存牌要抽一张临时禁牌：从你下次行动起只对你有效，直到你的某张被命中。请存牌。
lesson-mad-end = 这就是疯狂皇后的全部：翻牌、存牌、爆牌、完全相同、鬼牌、皇后和禁牌。付不起皇后、付完第四张皇后、牌库翻完，或剩 12 张以下时选择收手，你的游戏就结束；分数最多者获胜。可以继续玩到最后，也可以离开教学。
lesson-mad-not-now = 现在不是这个：{ $choice }。
lessons-mad = { -mad-queens }
lessons-mad-about = 翻牌和存牌、爆牌、完全相同、鬼牌、为皇后付牌、鬼牌禁牌和临时禁牌。

## Play over the network
seat-remote = 联网
title-online = 联网对战
online-heading = 联网对战
online-join-heading = 加入牌桌
online-address = 服务器
online-address-hint = 192.168.1.20:5757
online-name = 你的名字
online-name-needed = 输入你的名字，才能加入或开设一张桌子。
online-password = 密码
online-password-hint = 如果牌桌设有密码
online-table = 牌桌
online-table-hint = 第一张有空位的牌桌
online-join = 加入
online-nearby = 附近的牌桌
online-nearby-none = 这个网络上暂时没有发现牌桌。
online-host-heading = 开设牌桌
online-host-here = 本机，端口 { $port }
online-host-there = 上面的服务器
online-host = 开桌
online-seat = 座位 { $number }
online-seat-person = 远程玩家
online-seat-here = 同屏玩家
online-seat-name = 名字
online-remove-seat = 删除座位 { $number }
online-add-seat = + 增加座位
online-rules = 规则
online-stand-in = 机器人代打等待
online-stand-in-never = 从不
online-stand-in-seconds = { $seconds } 秒
online-turn-clock = 每步限时
online-turn-clock-none = 不限
online-clock-stood-in = 限时已到：机器人正在替你出牌。点击或按任意键即可回来继续玩。
online-back = 返回
online-connecting = 正在连接 { $address }…
online-table-name = { $name }的牌桌
online-lobby = 牌桌 { $table }：{ $name }
online-waiting = 等待所有人入座…
online-ready = 大家都到齐了。
online-start = 开始游戏
online-leave = 离开牌桌
online-seat-open = 空位
online-seat-you = 你
online-seat-beside = 同屏
online-seat-away = 已离开
online-seat-stand-in = 机器人代打
online-seat-host = 桌主
online-hosting = 其他人请连接 { $address }。
online-bad-address = “{ $address }”不是服务器地址，应形如 192.168.1.20:5757。
online-bad-table = “{ $table }”不是牌桌编号。
online-no-free-table = 这台服务器上没有有空位的牌桌。
online-lost = 与服务器的连接已断开：{ $why }
online-gone-no-answer = { $address } 没有服务器应答：请检查地址，并确认服务器正在运行。
online-gone-silent = 服务器不再应答
online-gone-denied = 服务器没有空位再接受连接
online-gone-by-server = 服务器结束了连接
online-gone-by-us = 本游戏结束了连接
online-gone-network = 网络无法送达（{ $error }）
online-gone-unreadable = 服务器发来了本游戏无法读取的内容
online-other-version = 这个服务器的版本是 { $server }（网络版本 { $server_protocol }），本游戏的版本是 { $ours }（网络版本 { $our_protocol }），两者不能一起玩。{ $older ->
    [server] 请服务器的主人把它更新到这个版本。
   *[game] 请把本游戏更新到服务器的版本。
}
online-closed-host = 桌主关闭了牌桌。
online-closed-server = 服务器正在关闭。
online-host-failed = 无法开设牌桌：{ $error }
online-port-in-use = 端口 { $port } 已被这台电脑上的其他程序占用：请换一个端口。
online-port-not-allowed = 这台电脑不允许游戏使用端口 { $port }：请选择 1024 到 65535 之间的端口。
online-dial-failed = 无法在这台电脑上打开连接：{ $error }
online-refused = 服务器拒绝了：{ $why }
refusal-no-table = 没有这张牌桌
refusal-password = 密码不对
refusal-full = 牌桌已满
refusal-name-taken = 牌桌上已有人用这个名字（或看起来一样的名字）
refusal-seat-kept = 这个座位为离开的人保留着：只有他原来玩的那台电脑才能收回
refusal-limit-connections = 这台电脑与服务器的连接数已达上限
refusal-limit-tables = 这台电脑在服务器上开的牌桌已达上限
refusal-limit-requests = 请求太多：请等一下再试
refusal-bad-name = 名字须为 1 到 24 个字，首尾不能有空格
refusal-name-invisible = 名字里不能有看不见的字，也不能有让文字反向的字
refusal-name-blank = 名字中只能使用普通空格
refusal-name-unknown = 名字里不能有无法显示的特殊字
refusal-name-marks = 名字里一个字上不能有太多记号
refusal-bad-plan = 无法这样开设牌桌（{ $why }）
refusal-not-host = 只有桌主可以开始游戏
refusal-seats-open = 所有座位都坐满后才能开始
refusal-started = 游戏已经开始了
refusal-not-seated = 你还没有在牌桌入座
refusal-not-your-seat = 那不是你的座位
refusal-stale = 游戏已经往下进行了
refusal-rule = { $why }
refusal-server-full = 服务器已无法再开牌桌
ref-keys = 按键
ref-keys-pick = 选择
ref-keys-pick-text = Tab 和 Shift+Tab 在此刻可选的牌和皇后之间依次前进；方向键跳到那个方向上最近的一张；Enter 选中，与点击相同。1–9 从左起选择手牌（或提示中有号码的选择）；按 { $discard }（或没有选中时按 Enter）弃掉选中的数字牌；{ $dragon }（Shift+{ $dragon }）把选中的龙牌代表的数字变大（变小）；{ $pass } 放弃；Esc 放回拿起的牌。
ref-keys-more = 其他
ref-keys-more-text = { $hint } 提示；{ $takeback } 悔一步；{ $log } 对局记录；{ $rules } 本规则；Esc 暂停。
call-person-key = { $name }（{ $key }）
ref-keys-seat = 多人同一屏幕
ref-keys-seat-text = 屏幕交给你时按 Enter 表示“我是…”。问大家谁响应时，按 1–9 表示那个号码的人响应（再按一次取消）；Enter 完成。
prompt-key-choice = { $key } · { $choice }
settings-ui-scale = 文字的大小
settings-ui-scale-table = 在牌桌上：此窗口中为 { $percent }%，使整张牌桌和按钮都能放下
settings-reduced-motion = 少一点动画
settings-reduced-motion-detail = 牌直接到位，其他也都不动
settings-high-contrast = 黑白分明
settings-high-contrast-detail = 黑字黑边，白色背景，牌桌更黑

## The table in words, for a screen reader
words-table = 牌桌
words-choices = 可以选择的
words-said = 发生了什么
words-your-hand = 你的手牌
words-hand-covered = 在屏幕交给你之前翻盖
words-your-queens = 你的皇后
words-none = 没有
words-grid = 沉睡的皇后
words-slot-asleep = 位置 { $place }：沉睡的皇后（翻盖）
words-slot-queen = 位置 { $place }：{ $queen }（正面）
words-slot-empty = 位置 { $place }：空位
words-one-of-same = { $name }（{ $of } 张中的第 { $place } 张）
words-in-hand = { $card }（手牌）
words-picked = { $card }（手牌，已选）
words-sleeping = 位置 { $place } 的沉睡皇后
words-grid-queen = 位置 { $place } 的{ $queen }
words-owned = { $name }的{ $queen }
words-owned-hidden = { $name }的翻盖皇后
words-empty-place = 空位 { $place }
words-face-down = 翻盖的牌
words-put-back = 放回{ $card }
words-mad-banned = 禁牌
words-mad-yours = 你的牌
words-mad-deck = 牌库：{ $cards } 张
words-mad-row = 翻牌区：{ $cards }
words-mad-bank = 存牌：{ $cards } 张，{ $points } 分
words-mad-queens = 皇后：{ $cards }

## Keys chosen by the player
key-space = 空格
keys-discard = 弃掉选中的数字牌
keys-dragon = 龙牌代表的数字（Shift：变小）
keys-pass = 放弃；跳过动画
keys-hint = 提示
keys-take-back = 悔一步
keys-log = 对局记录
keys-rules = 规则
keys-reveal = { -mad-queens }：翻牌或开始
keys-bank = { -mad-queens }：存牌
keys-stop = { -mad-queens }：收手
settings-keys = 按键
settings-keys-press = 请按下“{ $command }”的键（再点一次：保留 { $key }）
settings-keys-waiting = 请按键…
settings-keys-refused = Tab、Enter、Esc、方向键和 1–9 留给牌桌：请选 A–Z、F1–F12 或空格。
settings-keys-swapped = “{ $other }”换成 { $key }。
settings-keys-reset = 按键恢复原样

## 自定义规则：docs/rules.md 的开关

house-error-name-length = 规则名称为 1 到 { $max } 个字，前后不能有空格
house-error-switch-field = { $switch } 由 `{ $field }` 决定，不在开关中
house-error-needs-extended = { $switch } 是扩展规则中的规则；请使用 base: Extended
house-error-clash-potion = { $second } 关闭时 { $first } 不能打开：没有可以打出药水牌的时机
house-error-clash-dragon = { $first } 和 { $second } 不能同时关闭：龙牌无法打出
house-error-clash-wand = { $first } 和 { $second } 不能同时关闭：魔杖牌无法打出
house-error-built-in = “{ $name }”是游戏原有规则的名称
house-error-name-taken = 已经有名为“{ $name }”的规则
house-error-not-found = 没有名为“{ $name }”的规则
house-error-too-big = { $path }：作为规则文件太大
house-error-file = { $path }：{ $error }
switch-section-numbers = 数字牌
switch-section-power-cards = 功能牌
switch-section-queens = 皇后
switch-section-kings = 国王
switch-section-windows = 响应与唤醒后阶段
switch-section-end = 游戏结束
switch-numbers-base = 弃掉一张数字牌或一组相同点数的数字牌，再抽回同样多的牌。
switch-potion-base = 在你的回合让任意一位皇后（孔雀皇后除外）沉睡，放回你选择的空位。抽一张牌。
switch-x-n-3 = 3 张以上连续的数字牌（3、4、5）可以一起弃掉。
switch-x-n-4 = 能组成加法公式（a+b=c、a+b=c+d……）的数字牌可以一起弃掉。
switch-x-kn-2 = 用骑士牌或小丑牌得到的皇后，在本回合中不会被骑士牌抢走，也不会被药水牌送回沉睡。
switch-x-dr-1 = 龙牌可以响应任何玩家打出的骑士牌使其失效。抽一张牌。
switch-x-dr-2 = 龙牌可以在你的回合当作任意数字牌打出。
switch-x-po-1 = 药水牌可以响应作为响应打出的龙牌使其失效。抽一张牌。
switch-x-po-3 = 药水牌也可以像骑士牌一样在唤醒后阶段打出。
switch-x-wa-1 = 魔杖牌可以响应药水牌使其失效。抽一张牌。
switch-x-wa-2 = 在你的回合用魔杖牌把一位已被拥有的皇后与皇后区的一位皇后交换。抽一张牌。
switch-x-ans = 任何人都可以响应，不只是被针对的玩家。
switch-name-straights = 顺子
switch-name-equations = 加法公式
switch-name-knight-protection = 本回合中不被抢
switch-name-answer = { $card }响应
switch-name-dragon-number = 龙牌当作数字
switch-name-potion-after-wake = 唤醒后的药水牌
switch-name-wand-swap = 魔杖交换
switch-name-answers-out-of-turn = 任何人都可以响应
switch-name-sun-moon-star = 向日葵、月亮、海星获胜
setup-house-rules-button = 自定义规则…
workshop-heading = 自定义规则
workshop-intro = 选一种规则作为起点，打开或关闭其中的规则，命名并保存；先让机器人试玩，再来玩。
workshop-start-from = 起点
workshop-yours = 你的规则
workshop-none-yet = 你还没有自己的规则。
workshop-name = 名称
workshop-base = 起点规则
workshop-hand-size = 手牌数
workshop-win-small = 2～3 人时获胜
workshop-win-large = 4～5 人时获胜
workshop-queens = 位皇后
workshop-points = 分
workshop-save = 保存
workshop-saved = 已保存“{ $name }”。
workshop-duplicate = 复制
workshop-copied = 已复制为“{ $name }”。
workshop-rename = 重命名
workshop-renamed = 已重命名为“{ $name }”。
workshop-delete = 删除
workshop-deleted = 已删除“{ $name }”。
workshop-file = 文件
workshop-file-hint = 路径/rules.ron
workshop-browse = 浏览…
chooser-heading = 选择家规文件
chooser-up = 上一级文件夹
chooser-folder = 文件夹 { $name }
chooser-name = 文件名
chooser-choose = 选择
chooser-empty = 这里没有文件夹，也没有家规文件（.ron）。
chooser-unreadable = 无法读取此文件夹：请返回上一级。
workshop-export = 输出
workshop-exported = 已保存到 { $path }。
workshop-import = 读入
workshop-imported = 已读入“{ $name }”。
workshop-unsaved = 还没有保存。
workshop-edited = 改动还没有保存。
workshop-discard-heading = 对“{ $name }”的改动还没有保存。
workshop-discard = 放弃改动
workshop-keep-editing = 继续编辑
workshop-name-limit = 名字最多{ $max }个字。
workshop-problem = { $control }：{ $problem }
workshop-try = 试玩
workshop-trying = 对局中：{ $done } / { $total } 局
workshop-stop = 停止
workshop-stopped = 提前停止了。
workshop-try-not-started = 无法试玩：{ $error }
workshop-play = 用这个规则玩
workshop-try-heading = “{ $house }”和“{ $baseline }”：普通机器人 { $games } 局，用时 { $seconds } 秒
workshop-players = { $players } 人
workshop-turns = 每局回合数
workshop-first-player = 第一位玩家的胜率
workshop-fair-share = 公平为 { $share }
workshop-ended-by = 结束方式：{ $ending }
workshop-claims = 扩展规则作者指出的八个问题
workshop-verdict-better = 变好
workshop-verdict-worse = 不如原来
workshop-verdict-unclear = 没有明显变化
workshop-how-sure = 每个结果都有 95% 区间；只有两个区间不相交时才说“变好”或“不如原来”。
trial-ending-queen-count = 皇后数量
trial-ending-queen-count-points = 皇后数量和分数同时达到
trial-ending-points = 分数
trial-ending-sun-moon-star = 向日葵、月亮和海星
trial-ending-no-sleeping-queen = 没有沉睡的皇后了
trial-ending-piles = 抽牌堆和弃牌堆都空了
claim-1 = 大家一直在打数字牌，关键牌一直拿在手里
claim-2 = 人少的对局由国王牌决定
claim-3 = 领先者被大家针对，难以取胜
claim-4 = 龙牌和魔杖牌是用不上的牌
claim-5 = 这个游戏不太需要记忆
claim-6 = 爱心皇后远强于彩虹皇后
claim-7 = 对局太长
claim-8 = 以皇后数量获胜结束的对局太少
workshop-legend = 每个数字按“{ $baseline }”→ 你的“{ $house }”排列，括号里是 95% 区间。每张小图上面一条线是“{ $baseline }”，下面一条（琥珀色）是你的规则。
workshop-summary = 简而言之：用“{ $house }”，对局{ $length }，先手玩家的优势{ $edge }（各人数的平均）。
workshop-summary-shorter = 缩短 { $percent }%
workshop-summary-longer = 延长 { $percent }%
workshop-summary-as-long = 长度差不多
workshop-summary-edge-larger = 增大 { $points } 个百分点
workshop-summary-edge-smaller = 减小 { $points } 个百分点
workshop-summary-edge-same = 差不多
workshop-lower-better = 越低越好
workshop-higher-better = 越高越好
workshop-nearer-zero-better = 越接近 0 越好
claim-1-measures = 回合出牌中数字牌所占的比例
claim-2-measures = 抽到国王牌最多的那位玩家的胜率
claim-3-measures = 中局时唯一领先者的胜率
claim-4-measures = 抽到的龙牌和魔杖牌中为了效果而打出的比例
claim-5-measures = 有记忆的机器人对同样但不记牌的机器人的胜率
claim-6-measures = 最后拥有爱心皇后的胜率减去拥有彩虹皇后的胜率
claim-7-measures = 每局的回合数（“{ $baseline }”的几倍）
claim-8-measures = 以皇后数量获胜结束的对局所占比例
ref-house-rules = 这个规则的开关
ref-house-rules-text = 这是自定义规则：相对起点规则，下面这些规则被打开或关闭。在“新游戏”的“自定义规则”中可以制作这样的规则，并让机器人试玩。
ref-switch-on = 开
ref-switch-off = 关
workshop-reference = 这个规则的说明
switch-x-aw = 有皇后被唤醒时，每位玩家可以依次打出骑士牌。

# The rules book: every rule by its id (docs/rules.md is made from these)
rules-book-title = 睡皇后和疯狂皇后的规则
rules-book-intro = 每条规则都有一个编号：T- 是牌桌，C- 是原版规则，X- 是扩展规则，H- 是自定义规则，M- 是疯狂皇后。游戏的测试会写明自己检查的是哪些编号，所以从一条规则可以找到检查它的测试，反过来也一样。同样的内容在游戏里也能看到：规则 → 全部规则。
rules-tab-every-rule = 全部规则
rules-book-rule-sets = 各套规则
rules-book-rule-sets-text = 原版规则就是最初的游戏。扩展规则让每位国王和许多皇后都有技能，并且任何人都可以在回合外响应。扩展规则（第一版）就是去掉了顺子（X-N-3）和唤醒后的药水牌（X-PO-3）的扩展规则。自定义规则以原版规则或扩展规则为起点，打开或关闭其中的一些规则。疯狂皇后是另一个游戏，用的是普通扑克牌。
rules-book-cards = 卡牌
rules-book-cards-text = 共 79 张牌：12 张皇后牌（绿色牌背）和 67 张牌组成的牌堆（红色牌背）：8 张国王牌、5 张小丑牌、4 张骑士牌、4 张药水牌、3 张魔杖牌、3 张龙牌，以及 40 张数字牌（1 到 10 各 4 张）。皇后的分数：爱心 20；猫咪、狗狗、煎饼 15；瓢虫、月亮、孔雀、向日葵 10；蛋糕、彩虹、玫瑰、海星 5（合计 125 分）。皇后的背景颜色只对扎染国王有意义：红色是猫咪、煎饼、蛋糕、海星；绿色是爱心、狗狗、瓢虫、玫瑰；其他颜色是月亮、孔雀、向日葵、彩虹。
rules-book-table = 牌桌（所有规则通用）
rule-t-1 = 2 到 5 名玩家，每个座位坐一位真人玩家或一个电脑。座位编号为 0 到 n-1；顺时针就是座位号由小到大，最后一个座位之后回到 0 号。
rule-t-2 = 皇后区有 12 个位置，排成 4 行、每行 3 个，逐行编号为 0 到 11。每个位置要么是空位，要么放着一位皇后，翻盖或正面朝上。位置不会自己移动：回到皇后区的皇后放进由玩家选择的空位，玩家可以记住哪里是谁。这种位置记忆是游戏的一部分。
rule-t-3 = 初始摆放：把皇后洗混，翻盖放进 12 个位置；洗混其余的牌作为抽牌堆；每位玩家发 5 张牌；先手座位随机决定（也可以指定）。所有随机都来自同一个带随机种子的生成器，所以同一个随机种子加上同一串决定，可以把一局游戏原样重现。
rule-t-4 = 手牌对其他玩家保密。被拥有的皇后正面朝上放在主人面前，除非被翻盖（蛋糕皇后、曲奇国王）。
rule-t-5 = 需要从空的抽牌堆抽牌时，把弃牌堆洗混成新的抽牌堆。如果两堆都空了：原版规则中跳过这次抽牌；扩展规则中游戏立刻结束（X-END-3）。
rule-t-6 = 打出的牌在效果结束后进入弃牌堆，无论效果发生了还是被响应而失效。
rules-book-classic = 原版规则
rules-book-classic-text = 在你的回合，从下面的行动中选一种，并且只做这一种，然后把手牌补回 5 张。
rule-c-1 = 国王牌：唤醒任意一位沉睡的皇后（选一个位置）；她归你了，正面朝上放在你面前。
rule-c-1a = 玫瑰皇后：你唤醒她时，再唤醒一位沉睡的皇后。
rule-c-1b = 猫咪皇后和狗狗皇后：如果你拥有其中一位时唤醒了另一位，新唤醒的这位翻盖回到她原来的位置，你也不能改为唤醒别的皇后。
rule-c-2 = 骑士牌：从另一位玩家那里抢夺一位皇后。被抢的玩家可以立刻用龙牌响应：两张牌都进入弃牌堆，骑士牌没有效果，响应的玩家抽一张牌（这不算他的回合）。
rule-c-3 = 药水牌：让另一位玩家的一位皇后重新沉睡，翻盖放进你选择的空位。被针对的玩家可以立刻用魔杖牌响应：两张牌都进入弃牌堆，药水牌没有效果，响应的玩家抽一张牌。
rule-c-4 = 小丑牌：翻开抽牌堆顶的牌。如果是功能牌（国王、骑士、药水、魔杖、龙或小丑），把它收入手中，再做一次行动（这张牌代替了小丑牌，不必为它抽牌）。如果是数字 n，把它弃掉，从你开始顺时针数 n 个座位（你自己算 1）；数到的玩家像用国王牌一样唤醒一位沉睡的皇后（C-1a 和 C-1b 同样适用）。
rule-c-5 = 弃掉数字牌：一张数字牌（抽一张）；一对相同的数字（抽两张）；或由 3 张以上数字牌组成的加法公式，除一张外其余各张之和等于剩下的那一张，例如 2+3=5、1+2+6=9、1+1+2+3=7（弃几张就抽几张）。
rule-c-6 = 龙牌和魔杖牌只能用来响应（C-2、C-3）。没有任何合法行动的玩家从手牌中任意弃掉一张牌，再抽一张；弃掉的是手牌，而不是抽牌堆顶的牌。
rule-c-win-1 = 2 到 3 名玩家时，最先拥有 5 位皇后或 50 分的玩家获胜；4 到 5 名玩家时，是 4 位皇后或 40 分。每个行动和响应都结算完之后判定。
rule-c-win-2 = 没有沉睡的皇后时，游戏结束：分数最高者获胜；分数相同时，皇后多者获胜；仍然相同则共同胜利。
rules-book-extended = 扩展规则
rules-book-extended-text = 每张从手牌打出的牌都恰好由一次抽牌补上，所以在牌用完之前，手牌一直是 5 张。下面各条规则中的“抽一张牌”就是这次抽牌；魔杖牌的交换也要抽一张牌。
rules-book-terms = 扩展规则用到的词
rules-book-terms-text = 揭示：把一张牌翻成正面朝上，让所有人看到。唤醒：把一位已揭示的沉睡皇后从皇后区拿出来；唤醒时的技能（玫瑰皇后）会触发。拥有：把一位皇后放到某位玩家面前；皇后的拥有规则（X-Q）随即生效。骑士牌的抢夺、小丑牌和魔杖牌让玩家直接拥有皇后而不唤醒她，所以不会触发唤醒时的技能，也不会开启唤醒后阶段。本轮次：从一位国王的效果开始，到打出这位国王的玩家下一个回合开始为止。
rules-book-x-numbers = 数字牌
rule-x-n-1 = 在你的回合，把任意一张数字牌作为一次行动打出，抽一张牌。
rule-x-n-2 = 一组：在你的回合打出 2 张或更多点数相同的数字牌，打出几张就抽几张。
rule-x-n-3 = 顺子：在你的回合打出 3 张或更多数字牌，按点数排好后每张恰好比前一张大 1，打出几张就抽几张。只有扩展规则有顺子，第一版没有。
rule-x-n-4 = 加法公式：在你的回合打出的每张牌恰好用一次，组成下列形式之一（a、b、c、d、e 各代表一张牌）：a+b=c、a+b+c=d、a+b=c+d、a+b+c+d=e、a+b+c=d+e；打出几张就抽几张。
rule-x-n-5 = 龙牌可以代替任意数字（X-DR-2）：打出时说明它代表的点数，谜题国王和国际象棋国王的限制看的就是这个点数。
rules-book-x-power = 功能牌
rule-x-kn-1 = 骑士牌（在你的回合或唤醒后阶段 X-AW 打出）：抢夺任意玩家（包括你自己）拥有的一位皇后，由你拥有；抽一张牌。瓢虫皇后不能被抢夺。
rule-x-kn-2 = 本回合中通过骑士牌或小丑牌到了主人面前的皇后，在同一回合内不能再被骑士牌抢夺，也不能被药水牌送回沉睡（骑士牌和小丑牌让玩家直接拥有皇后）。
rule-x-dr-1 = 龙牌（响应）：任何玩家（包括你自己）打出骑士牌时，使那张骑士牌失效；抽一张牌。
rule-x-dr-2 = 龙牌在你的回合：当作任意数字打出（X-N-5）。
rule-x-po-1 = 药水牌（响应）：任何玩家把龙牌作为响应打出时，使那张龙牌失效；抽一张牌。当作数字打出的龙牌（X-DR-2）不能被响应。
rule-x-po-2 = 药水牌在你的回合：让任意玩家（包括你自己）拥有的一位皇后重新沉睡，翻盖放进你选择的空位；抽一张牌。孔雀皇后不能被药水牌沉睡。
rule-x-po-3 = 和 X-PO-2 相同（孔雀皇后同样不能被沉睡），但在唤醒后阶段（X-AW）打出。只有扩展规则有，第一版没有。
rule-x-wa-1 = 魔杖牌（响应）：任何玩家打出药水牌时（无论用哪种方式），使那张药水牌失效；抽一张牌。
rule-x-wa-2 = 魔杖牌在你的回合：把任意玩家（包括你自己）拥有的一位皇后与皇后区的一位皇后交换。每个位置保持原来的正反面：皇后区那位原来正面朝上，放进去的皇后就正面朝上，否则就翻盖；皇后区原来的那位皇后现在归这位玩家拥有。交换不唤醒任何皇后。抽一张牌。
rule-x-je-1 = 小丑牌：揭示抽牌堆顶的牌并收入手中（这就是你的抽牌）。如果是数字 n，从你开始顺时针数 n 个座位（你自己算 1）；数到的玩家选一个位置，揭示那里的皇后并拥有她（不算唤醒）。如果不是数字牌，就没有别的事发生。
rules-book-x-queens = 皇后
rule-x-q-pan = 煎饼皇后：初始摆放时在皇后区正面朝上。
rule-x-q-cak = 蛋糕皇后：你拥有她时，你拥有的所有皇后都翻盖：别人只能看到牌背，顺序你可以随意洗混；任何人要从中选一位时都只能盲选。
rule-x-q-lad = 瓢虫皇后：不能被骑士牌抢夺。
rule-x-q-pea = 孔雀皇后：不能被药水牌沉睡。
rule-x-q-rai = 彩虹皇后：按皇后数量判定胜利时（X-END-1），她算作两位皇后。
rule-x-q-ros = 玫瑰皇后：她被唤醒时，你可以再唤醒一位皇后（揭示、唤醒、拥有）。
rule-x-q-hea = 爱心皇后：你同时拥有爱心皇后和任意一位 5 分皇后时，必须二选一：放回爱心皇后，或放回你拥有的所有 5 分皇后。
rule-x-q-cat = 猫咪皇后：你同时拥有猫咪皇后和狗狗皇后时，放回其中一位。
rule-x-q-dog = 狗狗皇后：你同时拥有狗狗皇后和猫咪皇后时，放回其中一位。
rule-x-q-sun = 向日葵皇后：同时拥有向日葵、月亮和海星皇后的玩家获胜。
rule-x-q-moo = 月亮皇后：同时拥有月亮、向日葵和海星皇后的玩家获胜。
rule-x-q-sta = 海星皇后：同时拥有海星、向日葵和月亮皇后的玩家获胜。
rule-x-q-back = “放回”是指由主人选一个空位，把这位皇后翻盖放进去。几条拥有规则同时冲突时，由主人决定放回哪一位，一次放回一位，直到不再冲突为止。
rules-book-x-kings = 国王
rule-x-k-puz = 谜题国王（在你的回合打出）：揭示并唤醒一位皇后；本轮次中，数字牌只能单张打出。抽一张牌。
rule-x-k-bub = 泡泡糖国王（在你的回合打出）：逐一揭示至多 3 位沉睡的皇后（每揭示一位后都可以停下）；唤醒其中一位；其余的恢复原来的正反面。抽一张牌。
rule-x-k-che = 国际象棋国王（在你的回合打出）：揭示并唤醒一位皇后，然后选择奇数或偶数：本轮次中，谁都不能打出这类数字牌。抽一张牌。因为这个限制而无牌可出的玩家跳过回合（不抽牌）。
rule-x-k-hat = 帽子国王（在你的回合打出）：揭示并唤醒一位皇后（加上玫瑰皇后的额外一位，可能是两位）。然后你可以选任意玩家（包括你自己）拥有的一位皇后：把她和这张帽子国王唤醒的所有皇后翻盖洗混，由她的主人盲选一位拿走，其余归你。帽子国王唤醒的皇后要等这一步结束后，拥有规则（X-Q）才生效：例如你有猫咪皇后，又通过玫瑰皇后唤醒了狗狗皇后，狗狗皇后可以先参加洗混，不必先回去沉睡。抽一张牌。
rule-x-k-coo = 曲奇国王（在你的回合打出）：揭示一位皇后。若是煎饼皇后：翻转皇后区的所有皇后（翻盖的变成正面朝上，正面朝上的变成翻盖），再唤醒煎饼皇后。若是蛋糕皇后：把所有玩家拥有的皇后全部翻盖，再唤醒蛋糕皇后。若是其他皇后：唤醒她。这样翻盖的皇后一直保持翻盖，直到她换了主人或回到皇后区。之后被送回沉睡的皇后总是翻盖放置。抽一张牌。
rule-x-k-tie = 扎染国王（在你的回合打出）：揭示一位皇后，再看她的背景颜色。红色：你可以再揭示一位（并照这条规则再看一次），或者停下；你停下或已没有沉睡的皇后时，按揭示的先后顺序唤醒所有已揭示的皇后。绿色：把这张国王揭示的所有皇后翻盖，一位也不唤醒。其他颜色：停下，按揭示的先后顺序唤醒所有已揭示的皇后。抽一张牌。
rule-x-k-fir = 火焰国王（在你的回合打出）：揭示并唤醒一位皇后；抽一张牌；然后你可以从任意玩家的手牌中挑选合计至多 5 张牌（你自己的手牌明着选，别人的按位置盲选）。这些牌永久移出本局游戏（不会再洗回抽牌堆），每位失去手牌的玩家抽回同样多的牌。
rule-x-k-tur = 乌龟国王（在你的回合打出）：揭示并唤醒一位皇后；抽一张牌，这张牌要亮给所有人看；如果它是点数不超过 5 的数字牌，你在这个回合之后再进行一回合。
rules-book-x-windows = 响应与唤醒后阶段
rule-x-aw = 唤醒后阶段：一个唤醒了一位或多位皇后的效果完全结算之后（包括玫瑰皇后的额外皇后、帽子国王的交换和放回皇后 X-Q-BACK），从当前回合的玩家开始按顺时针顺序，每位玩家可以打出一张骑士牌或一张药水牌（X-PO-3，只有扩展规则），或者选择过。每张打出的牌连同它自己的响应时机都结算完，才轮到下一位玩家。
rule-x-ans = 响应时机：有人打出骑士牌、作为响应的龙牌或药水牌时，从当前回合的玩家开始按顺时针顺序，每位玩家都可以用能使它失效的牌响应（龙牌对骑士牌，药水牌对响应的龙牌，魔杖牌对药水牌），或者选择过。有人响应后就不再往下询问，那张响应牌又有它自己的响应时机。每张牌只能被响应一次；它的响应牌本身被使失效时，它照常结算。所以一串响应最长是：骑士牌 ← 龙牌 ← 药水牌 ← 魔杖牌。
rule-x-ans-2 = 电脑和牌桌只能看到规则公开的信息：一位玩家选择了过，其他人不会知道；多位真人玩家共用一个屏幕时，询问的过程不能让人看出谁手里有响应牌。
rules-book-x-end = 游戏结束
rule-x-end-1 = 原版规则的获胜条件（C-WIN-1）同样适用，彩虹皇后算作两位皇后。每当一个行动完全结算（包括响应时机和唤醒后阶段）之后才判定胜负，所以响应仍然可以阻止一次获胜。
rule-x-end-2 = 一位玩家同时拥有向日葵、月亮和海星皇后时获胜，判定时机与 X-END-1 相同。
rule-x-end-3 = 没有沉睡的皇后了，或者有玩家必须抽牌而抽牌堆和弃牌堆都空了：游戏结束；分数最高者获胜；分数相同时皇后多者获胜（彩虹皇后算两位）；仍然相同则共同胜利。
rule-x-end-4 = 没有任何合法打法的玩家（国际象棋国王造成的情况除外，见 X-K-CHE）弃掉一张牌，再抽一张，和 C-6 一样。
rules-book-house = 自定义规则
rules-book-house-text = 自定义规则以一套原有规则为起点，把其中有开关的规则打开或关闭。有些规则不属于任何原有规则，只有自定义规则才能打开，比如下面这一条。
rule-h-kn-1 = 一位玩家只拥有一位皇后时，骑士牌不能抢夺她：玩家的最后一位皇后不会被骑士牌抢走（在这里彩虹皇后也只算一位）。这条规则不属于任何原有规则；自定义规则可以打开它，起点可以是原版规则或扩展规则。
switch-name-lone-queen = 最后一位皇后不被抢
switch-h-kn-1 = 玩家只有一位皇后时，骑士牌不能抢夺她。
rules-book-mad-queens = 疯狂皇后
rules-book-mad-queens-text = 用到的词：牌库是每位玩家自己的一副牌，背面朝上。翻牌区是本次行动中翻出的牌。存牌堆是一叠背面朝上的牌，最上面是最后放上去的；只有存下的牌才得分。等待中的皇后在开局时取出，每存一次牌洗入一位。已翻开的皇后被弃掉，但一直摆在外面，方便计数。桌子中间有两张所有人共用的禁牌，每位玩家还可能有只对自己有效的临时禁牌；禁牌从禁牌堆抽出，用过的进入禁牌弃牌堆。
rule-m-1 = 准备：人数不限（游戏提供 1 到 6 人）。每位玩家有一副 54 张的牌（52 张加 2 张鬼牌）：取出其中的 4 张皇后，放在牌库旁等待，把其余 50 张洗混作为牌库。另把一副 54 张的禁牌堆洗混，翻开两张作为禁牌。两张禁牌的点数不能相同：如果相同，就继续翻牌（翻走的放进禁牌弃牌堆），直到点数不同。准备时翻出的禁牌如果是皇后或鬼牌，在第一次行动之前就按 M-9 生效。
rule-m-2 = 一次行动：所有玩家同时行动并互相等待：仍在游戏中的每位玩家都完成了行动，这一轮才结束。在游戏里，每位玩家的行动到本轮结束前都不公开（同屏轮流时在交接画面后一个接一个进行，电脑同时进行）；一位玩家在行动中做的事不会影响别人的行动，只有临时禁牌的抽取（M-7）例外，它按座位顺序进行。每次行动先翻开牌库顶的一张牌。只要行动还开着（翻出的牌没有爆牌，也没有强制再翻），你就选择：再翻一张，或把翻牌区的牌存下。
rule-m-3 = 爆牌：翻出的牌如果与某张禁牌点数相同，或它的花色被禁牌皇后禁止（M-9），或对你自己的某张临时禁牌也是这样，就爆牌：整个翻牌区被弃掉，本次行动结束。之前按 M-4 存下的牌仍然保留。那张禁牌算作被命中。鬼牌没有点数也没有花色，本身永远不会爆牌。
rule-m-4 = 完全相同：翻出的牌如果与某张禁牌（共用的或临时的）点数和花色都相同，就不会爆牌：它立刻正面朝上放到存牌堆顶，分数加倍（红桃 4 分，其他 2 分）。它命中所有以任何方式与它匹配的禁牌：完全相同、点数相同，或花色被禁牌皇后禁止，共用的和临时的都算（共用禁牌是红桃 5、临时禁牌是梅花 5 时，一张红桃 5 两张都命中）。但这不算一次存牌（没有 M-7 的那一步）。行动仍然开着：可以再翻一张或存牌，即使翻牌区现在是空的，也可以存牌。
rule-m-5 = 鬼牌：翻出鬼牌要立刻再翻两张。这两张按顺序结算：先处理完全相同（M-4），再为其中的每位皇后支付（M-6），然后只要有一张爆牌，翻牌区就爆牌（M-3）。其中的皇后要再强制翻一张，鬼牌要再翻两张。存下的鬼牌得 1 分。
rule-m-6 = 皇后：翻出一位皇后要支付 2 张牌，本次行动中每翻出过一张与她同花色的其他牌再加 1 张（完全相同的牌和强制翻出的牌也算，她自己不算）。支付方法是从存牌堆顶弃掉这么多张牌；皇后被放进已翻开的皇后（永远不会存下，也不会再用）。然后必须再翻一张牌。如果存牌堆里的牌少于要付的张数，你的游戏立刻结束：什么也不用付，翻牌区被弃掉。
rule-m-7 = 存牌：翻牌区的牌按翻出的顺序放到存牌堆上（最后翻出的在最上面）。然后把一位等待中的皇后洗进牌库的随机位置。如果已经没有等待中的皇后，你就从禁牌堆抽一张临时禁牌：它从你的下次行动起只对你有效，禁止的方式和共用禁牌相同（皇后禁止她的花色），永远不会被替换；你的任意一张临时禁牌被命中（爆牌或完全相同）时，你所有的临时禁牌都被弃掉。抽到的临时禁牌是鬼牌时，只为你一人进行鬼牌事件（M-9），然后弃掉它，重新抽一张。
rule-m-8 = 替换禁牌：一轮结束时，本轮中被命中的每张共用禁牌都从禁牌堆换一张新的（先换第一个位置，再换第二个），两张的点数仍然不能相同（M-1）；新翻出的皇后或鬼牌按 M-9 生效。被命中的禁牌留在原位，直到替换它的牌抽出来，才进入禁牌弃牌堆，所以位置永远不会空着。禁牌堆用完时，把它的弃牌堆（不含正被替换的那张）洗混成新的禁牌堆；如果两堆都空了，被命中的禁牌就留在原处。
rule-m-9 = 禁牌皇后和鬼牌：禁牌皇后禁止她的整个花色（而不是点数 Q）。禁牌是鬼牌时：仍在游戏中的每位玩家翻两张牌；其中有匹配（另一张禁牌的点数，另一张禁牌是皇后时则是她的花色，或者鬼牌）的玩家必须把两张都存下（完全相同照样加倍，然后进行 M-7 的那一步）；没有匹配就两张都弃掉。这样翻出的皇后要支付（M-6），不会存下，本身也不算匹配。这两张牌不会强制再翻（其中的鬼牌只算匹配，不会引发新的事件），它们的匹配也不算命中，不会替换任何禁牌。然后这张禁牌鬼牌被弃掉并替换。
rule-m-10 = 结束：在以下情况，一位玩家的游戏结束：付不起皇后（M-6）；付完翻出的第四位皇后之后（翻牌区随即弃掉）；需要翻牌而牌库已空（翻牌区被弃掉；可以不翻的时候则只是不再提供翻牌）；或者牌库剩 12 张或更少时，在行动开始时选择收手。所有玩家的游戏都结束后，分数最多者获胜：每张存下的牌 1 分，红桃 2 分，完全相同的牌加倍。分数相同则共同获胜。
