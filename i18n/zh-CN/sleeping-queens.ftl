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
