package ui_test

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// fixture is a Play in a test window, playing the Wikipedia puzzle at the
// easy level on a fake clock.
type fixture struct {
	t      *testing.T
	app    fyne.App
	win    fyne.Window
	clock  *gametest.Clock
	play   *ui.Play
	posted *posts // background results, run by settle
}

func newFixture(t *testing.T) *fixture { return newFixtureWith(t, nil) }

// newFixtureIn is newFixture in a window that speaks language, put in
// force with UseLanguage as NewWindow does, and the system's again after
// the test.
func newFixtureIn(t *testing.T, language string) *fixture {
	t.Helper()
	if err := ui.UseLanguage(language); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ui.UseLanguage(ui.LanguageSystem) })
	return newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.Language = language })
}

// newFixtureWith is newFixture with the Play's options changed by set,
// when it is not nil, which is given the test app.
func newFixtureWith(t *testing.T, set func(a fyne.App, o *ui.Options)) *fixture {
	t.Helper()
	a := test.NewTempApp(t)
	ui.ApplyTheme(a, ui.ThemeLight)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(560, 720))
	clock := gametest.NewClock()
	posted := newPosts()
	opts := ui.Options{Clock: clock, Rand: rand.New(rand.NewPCG(1, 2)), Post: posted.post}
	if set != nil {
		set(a, &opts)
	}
	p := ui.NewPlay(w, opts)
	if p.Game() == nil {
		t.Fatal("NewPlay started no game")
	}
	g, err := game.FromText(gametest.Puzzle, logic.Easy, clock)
	if err != nil {
		t.Fatal(err)
	}
	p.Start(g)
	if p.Game() != g {
		t.Fatal("Start did not play the game it was given")
	}
	return &fixture{t: t, app: a, win: w, clock: clock, play: p, posted: posted}
}

// settle waits for the session's background work and runs what it posted
// on the test's goroutine, as the window's would.
// It goes on until what it ran starts no more work (a file read, then
// its puzzle rated). Posting never blocks (see posts), so work that posts
// many times (a long list rated in batches) cannot keep Wait from
// returning.
func (f *fixture) settle() {
	for {
		f.play.Session().Wait()
		fns := f.posted.take()
		if len(fns) == 0 {
			return
		}
		for _, fn := range fns {
			fn()
		}
	}
}

// until runs what the background work posts, as the window's goroutine
// would, until ok holds, without waiting for the rest of that work; it
// fails the test after a minute.
func (f *fixture) until(ok func() bool) {
	f.t.Helper()
	limit := time.After(time.Minute)
	for !ok() {
		select {
		case <-f.posted.more:
			for _, fn := range f.posted.take() {
				fn()
			}
		case <-limit:
			f.t.Fatal("what the test waits for never came")
		}
	}
}

// posts is what the session's background work posted for the window's
// goroutine, queued without bound: a post never waits for the test to
// take it, as a bounded channel would once full.
type posts struct {
	mu   sync.Mutex
	fns  []func()
	more chan struct{} // has a value when fns may have grown
}

func newPosts() *posts { return &posts{more: make(chan struct{}, 1)} }

// post queues fn.
func (q *posts) post(fn func()) {
	q.mu.Lock()
	q.fns = append(q.fns, fn)
	q.mu.Unlock()
	select {
	case q.more <- struct{}{}:
	default:
	}
}

// take returns what was posted since the last take, in order.
func (q *posts) take() []func() {
	q.mu.Lock()
	defer q.mu.Unlock()
	fns := q.fns
	q.fns = nil
	return fns
}

func (f *fixture) game() *game.Game { return f.play.Game() }
func (f *fixture) board() *ui.Board { return f.play.Board() }

// cellPos returns the middle of cell c in canvas coordinates.
func (f *fixture) cellPos(c solver.Cell) fyne.Position {
	b := f.board()
	side, origin := b.Square()
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	return abs.Add(origin).Add(fyne.NewPos((float32(c.Col())+0.5)*side/9, (float32(c.Row())+0.5)*side/9))
}

// tapCell taps the middle of cell c on the window's canvas, as a mouse
// click would: whatever is on top there gets the tap.
func (f *fixture) tapCell(c solver.Cell) {
	f.t.Helper()
	test.TapCanvas(f.win.Canvas(), f.cellPos(c))
}

// pressDigit taps the palette key of digit d (0 for Erase).
func (f *fixture) pressDigit(d uint8) { test.Tap(f.play.PaletteKey(d)) }

// press taps one of the buttons, or, for an action the menus hold
// ("restart", "enter", "fill", ...), runs the main menu's item. A hint
// is worked out in the background, and a puzzle entered is rated there:
// Hint, Apply and Start wait for it.
func (f *fixture) press(key string) {
	f.t.Helper()
	if b := f.play.Button(key); b != nil {
		test.Tap(b)
		if key == "hint" || key == "apply" || key == "start" {
			f.settle()
		}
		return
	}
	item := f.play.MenuItem(key)
	if item == nil || item.Action == nil {
		f.t.Fatalf("no button or menu item %q", key)
	}
	item.Action()
}

// setMistakes puts a mistake mode in force.
func (f *fixture) setMistakes(m session.MistakeMode) {
	s := f.play.Settings()
	s.Mistakes = m
	f.play.SetSettings(s)
}

// disabled reports whether the button or menu item of the key is
// disabled.
func (f *fixture) disabled(key string) bool {
	f.t.Helper()
	if b := f.play.Button(key); b != nil {
		return b.Disabled()
	}
	if it := f.play.MenuItem(key); it != nil {
		return it.Disabled
	}
	f.t.Fatalf("no button or menu item %q", key)
	return false
}

// typeRunes types characters as the driver delivers them: to the focused
// widget, or to the canvas when nothing has the focus.
func (f *fixture) typeRunes(s string) {
	for _, r := range s {
		if o := f.win.Canvas().Focused(); o != nil {
			o.TypedRune(r)
		} else {
			f.win.Canvas().OnTypedRune()(r)
		}
	}
}

// typeKey presses a key as the driver delivers it.
func (f *fixture) typeKey(name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if o := f.win.Canvas().Focused(); o != nil {
		o.TypedKey(ev)
	} else {
		f.win.Canvas().OnTypedKey()(ev)
	}
}

// shortcut fires a shortcut as the driver does: to the focused widget when
// it handles shortcuts, else to the canvas's shortcut handler.
func (f *fixture) shortcut(s fyne.Shortcut) {
	f.t.Helper()
	if o, ok := f.win.Canvas().Focused().(fyne.Shortcutable); ok {
		o.TypedShortcut(s)
		return
	}
	c, ok := f.win.Canvas().(fyne.Shortcutable)
	if !ok {
		f.t.Fatal("the test canvas takes no shortcuts")
	}
	c.TypedShortcut(s)
	if _, ok := s.(*fyne.ShortcutPaste); ok {
		f.settle() // a pasted puzzle is rated in the background
	}
}

// openText opens a puzzle file of text, as OpenPuzzleText does, and waits
// for its puzzle to be rated in the background.
func (f *fixture) openText(name, text string) {
	f.play.OpenPuzzleText(name, text)
	f.settle()
}

// enter places digit d in cell c by tapping the cell and the palette key.
func (f *fixture) enter(c solver.Cell, d uint8) {
	f.t.Helper()
	f.tapCell(c)
	if f.board().Selected != c {
		f.t.Fatalf("tapping %v selected %v", c, f.board().Selected)
	}
	f.pressDigit(d)
}

// wantStatus fails unless the status line reads lang.L(key, data).
func (f *fixture) wantStatus(key string, data map[string]any) {
	f.t.Helper()
	want := lang.L(key)
	if data != nil {
		want = lang.L(key, data)
	}
	if got := f.play.Status(); got != want {
		f.t.Errorf("status = %q, want %q (%s)", got, want, key)
	}
}

// objects returns o and everything under it that is shown, through the
// widgets' live renderers.
func objects(o fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil || !o.Visible() {
		return nil
	}
	out := []fyne.CanvasObject{o}
	var children []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(x).Objects()
	}
	for _, c := range children {
		out = append(out, objects(c)...)
	}
	return out
}

// isShown reports whether x is shown under o.
func isShown(o, x fyne.CanvasObject) bool {
	for _, y := range objects(o) {
		if y == x {
			return true
		}
	}
	return false
}

// findButton returns the shown button labelled text under o, or nil.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	for _, x := range objects(o) {
		if b, ok := x.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	return nil
}

// texts returns the text of every shown label and rich text under o.
func texts(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range objects(o) {
		switch w := x.(type) {
		case *widget.Label:
			out = append(out, w.Text)
		case *widget.RichText:
			out = append(out, w.String())
		}
	}
	return out
}

// hasText reports whether a shown label under o reads s.
func hasText(o fyne.CanvasObject, s string) bool {
	for _, t := range texts(o) {
		if t == s {
			return true
		}
	}
	return false
}

// wantQuestion checks that the topmost dialog asks the session's question
// of the given key.
func (f *fixture) wantQuestion(key string) {
	f.t.Helper()
	d := f.topOverlay()
	if d == nil || !hasText(d, lang.L("dialog."+key+".title")) {
		f.t.Fatalf("no %q question; the top overlay reads %q", key, texts(d))
	}
}

// topOverlay returns the window's topmost overlay: an open dialog.
func (f *fixture) topOverlay() fyne.CanvasObject {
	return f.win.Canvas().Overlays().Top()
}

func parse(t *testing.T, text string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// stepLanguage is the language the window words hints in.
func stepLanguage() string {
	if strings.HasPrefix(strings.ToLower(lang.SystemLocale().LanguageString()), "zh") {
		return "zh-Hans"
	}
	return "en"
}

// rightClick clicks cell c with the secondary button.
func (f *fixture) rightClick(c solver.Cell) {
	f.t.Helper()
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(f.board())
	test.TapSecondaryAt(f.board(), f.cellPos(c).Subtract(abs))
}

// keyable returns the focused widget that takes key downs and ups.
func (f *fixture) keyable() desktop.Keyable {
	f.t.Helper()
	k, ok := f.win.Canvas().Focused().(desktop.Keyable)
	if !ok {
		f.t.Fatalf("the focused %v takes no key downs", f.win.Canvas().Focused())
	}
	return k
}

// keyPress presses and releases a key as the desktop driver delivers it
// to the focused widget: KeyDown, TypedKey, the character the layout
// types for it (none when r is 0), KeyUp.
func (f *fixture) keyPress(name fyne.KeyName, r rune) {
	f.t.Helper()
	k, ev := f.keyable(), &fyne.KeyEvent{Name: name}
	k.KeyDown(ev)
	f.typeKey(name)
	if r != 0 {
		f.typeRunes(string(r))
	}
	k.KeyUp(ev)
}

// shiftPress is keyPress with the left Shift held around it.
func (f *fixture) shiftPress(name fyne.KeyName, r rune) {
	f.t.Helper()
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	f.keyable().KeyDown(shift)
	f.typeKey(desktop.KeyShiftLeft) // the driver types modifier keys too
	f.keyPress(name, r)
	f.keyable().KeyUp(shift)
}

// notesOf returns what the board shows and the game holds as notes of c,
// failing when they differ.
func (f *fixture) notesOf(c solver.Cell) game.Digits {
	f.t.Helper()
	shown, held := f.board().Cells[c].Notes, f.game().Notes(c)
	if shown != held {
		f.t.Errorf("%v: the board shows notes %v, the game holds %v", c, shown, held)
	}
	return held
}

// candidates returns the digits the givens and entries of the game allow
// in each empty cell.
func (f *fixture) candidates() [81]game.Digits {
	var out [81]game.Digits
	for c, n := range logic.NewBoard(f.game().Board()).Cands {
		out[c] = game.FromLogic(n)
	}
	return out
}

// sameGame fails unless the play still plays g, showing the entries and
// notes of want and as many moves to undo and redo.
func (f *fixture) sameGame(g *game.Game, want snapshot) {
	f.t.Helper()
	if f.game() != g {
		f.t.Fatal("the play changed games")
	}
	if got := snap(f); got != want {
		f.t.Errorf("the game changed:\n%+v\nwant\n%+v", got, want)
	}
}

// snapshot is what a game holds and the board shows of it.
type snapshot struct {
	entries      solver.Grid
	notes        [81]game.Digits
	undo, redo   bool
	elapsed      time.Duration
	level        logic.Level
	givens, view solver.Grid
}

func snap(f *fixture) snapshot {
	g := f.game()
	var view solver.Grid
	for c := range view {
		view[c] = f.board().Cells[c].Digit
	}
	return snapshot{g.Entries(), g.AllNotes(), g.CanUndo(), g.CanRedo(), g.Elapsed(), g.Level(), g.Givens(), view}
}
