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
