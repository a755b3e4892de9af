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

## Pause

pause-heading = 已暂停
pause-resume = 继续
pause-rules = 规则
pause-settings = 设置
pause-save-as = 另存为
pause-save-name-hint = 存档名
pause-save = 保存
pause-saved-as = 已保存为 { $path }
pause-quit = 保存并返回主菜单

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
setup-house-rules-words = 来自文件的自定义规则。
setup-house-rules-file = 自定义规则文件
setup-house-rules-hint = 路径/rules.ron
setup-who-starts = 先手
setup-random = 随机
setup-seed = 随机种子（可选）
setup-seed-hint = 随机
setup-error-rules-file = 无法读取规则文件 `{ $file }`：{ $error }
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
load-delete-confirm = 永久删除 { $file }？

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
log-button-hint = 打开对局记录（L）
log-heading = 对局记录
cover-pass-to = 请把屏幕交给 { $name }
cover-i-am = 我是 { $name }

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
mad-odds = 下一张牌爆牌的概率：{ $percent }%（剩余 { $left } 张中有 { $busting } 张）
mad-reveal-button = 翻牌（R）
mad-bank-button = 存牌（B）
mad-start-button = 开始（R）
mad-stop-button = 收手（S）
mad-ask-reveal-or-bank = 翻牌区：{ $cards } 张，{ $points } 分。继续翻牌，还是存牌？
mad-ask-start-or-stop = 牌库还剩 { $cards } 张：开始这次行动，还是收手并保留 { $points } 分？
mad-waiting-for = 等待 { $names } 完成行动…
mad-round = 第 { $round } 轮
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
mad-rules-keys = 按键
mad-rules-keys-text = R 翻牌或开始，B 存牌，S 收手；空格或点击跳过动画；L 对局记录；F1 规则；Esc 暂停。
mad-results-won = { $names }获胜
mad-results-points = { $name }：{ $points } 分
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
mad-summary-bust = 在 { $card } 爆牌
mad-summary-stopped = 收手不再继续
mad-summary-cannot-pay = 付不起皇后：出局
mad-summary-fourth-queen = 遇到第四位皇后：出局
mad-summary-deck-empty = 牌库用完：出局
load-date-format = %Y年%-m月%-d日 %H:%M
load-detail-mad = { $rules } · { $seats } · 第 { $turn } 轮 · { $lead }
cover-look-away = 其他人请回避。准备好后点击。
