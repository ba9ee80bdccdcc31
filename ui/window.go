package ui

import (
	"fyne.io/fyne/v2/driver/desktop"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/assets"
	"github.com/sudokudesktop/sudoku/game"
)

// Title is the main window's title; scripts and tests find the window by it.
const Title = "Sudoku"

// NewWindow makes the game's main window in a: it plays the saved game or,
// on a first start, asks for a level on a card over the covered board,
// saves into the app's storage after every move, keeps the clock running
// while the app is in front, and pauses it, covering the board, while it
// is not. The settings, kept in the app's preferences, give the
// theme and the language (see UseLanguage) before anything is built.
func NewWindow(a fyne.App) fyne.Window {
	return NewWindowFrom(a, Start{PrefsAside: setAsideTornPrefs(a)}) // before anything is set, and Fyne writes the file at exit
}

// Start is what the app found in its storage folder before it made the
// app, which reads the preferences as it is made (see NewWindowFrom).
type Start struct {
	// PrefsAside is where the preferences file was kept aside, torn or
	// not a file, "" for none: the window reports it.
	PrefsAside string
	// Unlocked, when not nil, is why the lock that keeps a second copy of
	// the game off the storage folder could not be taken: the window then
	// writes no save, no statistics and no trainer's file there, and its
	// banner says why (see session.Options.Unlocked).
	Unlocked error
}

// NewWindowFrom is NewWindow for an app whose storage folder the caller
// looked at before making it, as start says; NewWindow looks at the
// preferences itself, after the app has read them.
func NewWindowFrom(a fyne.App, start Start) fyne.Window {
	prefsAside := start.PrefsAside
	settings := LoadSettings(a.Preferences())
	language := LanguageSystem // the one the window speaks
	if settings.Language != LanguageSystem {
		if err := UseLanguage(settings.Language); err != nil {
			fyne.LogError("choosing the language", err)
		} else {
			language = settings.Language
		}
	}
	ApplyTheme(a, settings.Theme)
	fonts := warmFonts() // parsed while a.NewWindow connects to the display
	w := a.NewWindow(Title)
	<-fonts
	w.SetIcon(assets.WindowIcon)
	opts := Options{App: a, Language: language, Stats: a.Preferences(), Prefs: a.Preferences(), StatusLife: 6 * time.Second,
		PrefsAside: prefsAside, Unlocked: start.Unlocked}
	if root := a.Storage().RootURI(); root != nil && root.Scheme() == "file" {
		opts.SavePath = filepath.Join(root.Path(), "game.json")
		opts.StatsPath = filepath.Join(root.Path(), "stats.json")
		opts.HistoryPath = filepath.Join(root.Path(), "history.tsv")
	}
	p := NewPlay(w, opts)
	w.Resize(WindowSize(a.Preferences()))

	life := a.Lifecycle()
	life.SetOnExitedForeground(func() { p.s.Pause() })
	life.SetOnEnteredForeground(func() { p.s.Resume() })
	stop := make(chan struct{})
	life.SetOnStarted(func() {
		// Parsing fonts and building the first frame leave some megabytes
		// of garbage; hand them back to the system now, not minutes later.
		go debug.FreeOSMemory()
		// The clock ticks once the app runs: its ticks then come to the
		// window's goroutine. (A test app never runs, and its fyne.Do runs
		// a tick on the ticker's goroutine, racing the test's.)
		go func() {
			t := time.NewTicker(time.Second)
			defer t.Stop()
			for {
				select {
				case <-t.C:
					fyne.Do(p.tick)
				case <-stop:
					return
				}
			}
		}()
	})
	keep := func() { KeepWindowSize(a.Preferences(), w.Canvas().Size()) }
	life.SetOnStopped(keep) // a quit from the menu closes no window first
	w.SetOnClosed(func() {
		keep()
		close(stop)
		p.Close()
	})
	return w
}

// DefaultWindowSize is the window's size at a first start: wider than
// tall, as most screens are, so that the pad and the panel stand beside
// a board of 643 px whose room is kept whatever the panel says.
var DefaultWindowSize = fyne.NewSize(880, 720)

// The preferences that keep the window's size between runs.
const (
	prefWindowWidth  = "window.width"
	prefWindowHeight = "window.height"
)

// WindowSize returns the size the window had when it was last closed,
// kept in prefs by KeepWindowSize; DefaultWindowSize when none is kept or
// what is kept is not a size the window can have (no narrower than
// MinWidth, nor absurdly large).
func WindowSize(prefs fyne.Preferences) fyne.Size {
	if prefs == nil {
		return DefaultWindowSize
	}
	w := float32(prefs.FloatWithFallback(prefWindowWidth, 0))
	h := float32(prefs.FloatWithFallback(prefWindowHeight, 0))
	if !(w >= MinWidth && w <= 20000 && h >= 300 && h <= 20000) { // NaN fails too
		return DefaultWindowSize
	}
	return fyne.NewSize(w, h)
}

// KeepWindowSize keeps size in prefs, for WindowSize at the next start.
// An empty size (a window never shown) keeps nothing.
//
// Both values are set in one change when prefs allow it, as the app's
// do: Fyne writes its preferences file at the first change and puts off
// the writes of changes in the next 100 ms, so the height, set apart
// after the width, waited for a write the quitting process did not live
// to make (the game came back at its width and the default height).
func KeepWindowSize(prefs fyne.Preferences, size fyne.Size) {
	if prefs == nil || size.Width < MinWidth || size.Height <= 0 {
		return
	}
	if all, ok := prefs.(interface{ WriteValues(func(map[string]any)) }); ok {
		all.WriteValues(func(values map[string]any) {
			values[prefWindowWidth] = float64(size.Width)
			values[prefWindowHeight] = float64(size.Height)
		})
		return
	}
	prefs.SetFloat(prefWindowWidth, float64(size.Width))
	prefs.SetFloat(prefWindowHeight, float64(size.Height))
}

// menu builds the main menu: new games by level, restarting, a puzzle of
// the player's own, filling the notes, the clipboard, puzzle files,
// statistics, export and printing; the theme and the settings; help. Each
// item is kept under its key, for enableMenu; New, Copy and Paste show their
// keys (see showKeys).
func (p *Play) menu() *fyne.MainMenu {
	items := map[string]*fyne.MenuItem{}
	item := func(key string, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(lang.L("menu."+key), f)
		items[key] = it
		return it
	}
	clipboard := p.app.Clipboard
	newGame := item("new", nil)
	newGame.ChildMenu = fyne.NewMenu("", p.newGameItems()...)
	themes := item("theme", nil)
	themes.ChildMenu = fyne.NewMenu("")
	p.w.themeItems = map[ThemeChoice]*fyne.MenuItem{}
	for _, o := range themeOptions {
		it := item(strings.TrimPrefix(o.label, "menu."), func() { p.setTheme(o.value) })
		it.Checked = p.settings.Theme == o.value
		p.w.themeItems[o.value] = it
		themes.ChildMenu.Items = append(themes.ChildMenu.Items, it)
	}
	sep := fyne.NewMenuItemSeparator
	// The files, export and printing in a submenu: the Game menu, one
	// item a line, was taller than a window 720 px high, Quit under the
	// fold.
	files := item("files", nil)
	files.ChildMenu = fyne.NewMenu("",
		item("open-file", p.openPuzzleFile),
		item("save-file", p.savePuzzleFile),
		sep(),
		item("export-png", func() { p.saveAs(".png", "sudoku.png", p.ExportPNG) }),
		item("export-pdf", func() { p.saveAs(".pdf", "sudoku.pdf", p.ExportPDF) }),
		item("print", p.showPrintLevel),
		sep(),
		item("backup", p.exportBackup),
		item("restore", p.importBackup),
	)
	// Quit, with no action of its own: the driver gives it the one that
	// closes every window, each through its close intercept.
	quit := item("quit", nil)
	quit.IsQuit = true
	// Today's daily puzzle and the calendar of them, and the checkpoints,
	// in submenus: the Game menu fits a window 686 px high.
	dailies := item("daily-menu", nil)
	dailies.ChildMenu = fyne.NewMenu("",
		item("daily", p.act(func() { p.s.Daily() })),
		item("calendar", p.showCalendar),
	)
	checkpoints := item("checkpoints", nil)
	checkpoints.ChildMenu = fyne.NewMenu("",
		keyed(item("checkpoint", p.act(func() { p.s.SetCheckpoint() })), fyne.KeyK),
		keyed(item("back", p.act(func() { p.s.BackToCheckpoint() })), fyne.KeyB),
		item("mistake", p.act(func() { p.s.UndoToMistake() })),
	)
	p.w.menu = items
	menu := fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.game"),
			newGame,
			dailies,
			item("replay", p.act(func() { p.s.Replay() })),
			item("restart", p.act(func() { p.s.Restart() })),
			sep(),
			item("enter", p.act(func() { p.s.EnterPuzzle() })),
			item("fill", p.act(func() { p.s.FillNotes() })),
			item("why-not", p.act(func() { p.s.AskWhyNot() })),
			checkpoints,
			sep(),
			item("paste", p.act(func() { p.s.Paste(clipboard().Content()) })),
			item("copy", p.act(func() { p.clip = clipboard(); p.s.Copy() })),
			item("copy-link", p.act(func() { p.clip = clipboard(); p.s.CopyLink() })),
			item("puzzle-info", p.showPuzzleInfo),
			files,
			sep(),
			item("stats", p.showStats),
			item("practise", p.showTrainer),
			sep(),
			quit,
		),
		fyne.NewMenu(lang.L("menu.view"), append([]*fyne.MenuItem{themes, item("settings", p.ShowSettings), sep()},
			append(p.highlightItems(item), keyed(item("reach", p.act(p.toggleReach)), reachKey))...)...),
		fyne.NewMenu(lang.L("menu.help"),
			item("how-to-play", p.showHowToPlay),
			item("shortcuts", p.showShortcuts),
			sep(),
			item("about", p.showAbout),
		),
	)
	showKeys(items)
	return menu
}

// setAsideTornPrefs keeps a torn preferences file aside (see
// game.SetAsideTorn) and returns its new name, or "". Fyne keeps the
// preferences in preferences.json in the app's storage; it reads a torn
// one as empty preferences and writes them over it at exit.
func setAsideTornPrefs(a fyne.App) string {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	aside, err := game.SetAsideTorn(filepath.Join(root.Path(), "preferences.json"))
	if err != nil {
		fyne.LogError("checking the preferences", err)
	}
	return aside
}

// keyed shows key beside the menu item it as its shortcut: the window's
// keys (keys.go) already act on it, unmodified.
func keyed(it *fyne.MenuItem, key fyne.KeyName) *fyne.MenuItem {
	it.Shortcut = &desktop.CustomShortcut{KeyName: key}
	return it
}
