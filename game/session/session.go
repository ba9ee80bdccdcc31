package session

import (
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Options configure a Session. The window sets the paths, Post and the
// legacy statistics store; tests set a clock and a random source.
type Options struct {
	SavePath  string // where the game is saved; "" for nowhere
	StatsPath string // where the statistics are kept; "" keeps none
	// HistoryPath is where the history of the games ended is kept; ""
	// keeps it for the session only.
	HistoryPath string
	// LegacyStats is where older versions kept the statistics: read once
	// when StatsPath holds no file yet. Nil for none.
	LegacyStats game.Store
	Clock       game.Clock // nil for the system clock
	Rand        *rand.Rand // draws puzzles; nil to seed from the clock
	// Post runs f on the window's goroutine; background work reports
	// through it. Nil runs f at once on the calling goroutine, which suits
	// tests that wait for work with Flush.
	Post     func(f func())
	Settings Settings
	// PrefsAside is where the window kept aside a torn preferences file
	// (see game.SetAsideTorn), "" for none: the settings in it are lost,
	// and so are the statistics older versions kept there when StatsPath
	// holds none yet. Both are reported.
	PrefsAside string
	// Unlocked, when not nil, is why the lock that keeps a second copy of
	// the game off these files could not be taken: another copy may be
	// writing them. The session then reads the save and the statistics
	// but writes neither (nor the legacy store), and its banner says why
	// all session.
	Unlocked error
	// LastLevel is the level last played, by name: the first start offers
	// it first. "" or an unknown name offers medium.
	LastLevel string
	// LastVariant is the variant last chosen for a new game, by name
	// (geometry.Variant.Name: "classic", "killer"): New plays it. "", an
	// unknown name or one New cannot play (see Variants) is classic.
	LastVariant string
	// Bundled hands out the bundled puzzles of a set as levels.Random
	// does: text, index, error; the set's name is levels.Set's, as
	// "killer-hard". New takes the puzzles of a variant whose maker says
	// bundledFirst, or that has no generator, from here. Nil reads the
	// bundled sets; tests hand a few of their own.
	Bundled func(set string, r *rand.Rand) (string, int, error)
}

// Settings are the player's choices that change the rules' output; the
// ones that change only the look (such as highlighting the digit in focus
// everywhere) are the window's.
type Settings struct {
	ShowMistakes    bool // Check reports entries that differ from the solution
	AutoRemoveNotes bool // placing a digit strikes it from its peers' notes
	// FillCombos: Fill candidates in a Killer game keeps only the digits
	// some way of filling the cell's cage to its sum gives it.
	FillCombos bool
	// Mistakes says when the board marks clashes and wrong entries.
	Mistakes MistakeMode
	// Picker: a tap on a cell the player may fill asks the window for
	// the number picker there, as GNOME Sudoku's (View.Picker). Off by
	// default: the pad does the same.
	Picker bool
}

// MistakeMode says when the board marks mistakes, as GNOME Sudoku's
// warnings do.
type MistakeMode uint8

// The mistake modes.
const (
	MistakesOnCheck  MistakeMode = iota // only when Check is pressed
	MistakesClashes                     // clashes as you type, the rest on Check
	MistakesSolution                    // clashes and entries that differ from the solution, as you type
)

// DefaultSettings are everything on, and clashes marked as you type.
func DefaultSettings() Settings {
	return Settings{ShowMistakes: true, AutoRemoveNotes: true, FillCombos: true, Mistakes: MistakesClashes}
}

// Session is one player's session: see the package documentation. Its
// state is one mode (see mode) and, grouped by concept, what the board
// shows, the status line, the saves and the work in the background.
type Session struct {
	// OnChange gets a view after every verb that changes what is shown.
	OnChange func(View)

	opts     Options
	settings Settings
	g        *game.Game
	mode     mode   // what the session is doing: playing, entering, choosing
	cardOver bool   // the level card lies over a game that is over (see LevelCard): Escape goes back to it
	draft    *Draft // the puzzle being entered, while entering

	variant geometry.Variant // the variant New plays (see SetVariant)
	cur     cursor           // the selection, the armed digit, notes mode
	filters Filters          // the highlighting filters on (see FilterDigit)
	aids    aids             // the last Check, the hint on show, the cells revealed
	line    wordsLine        // the status line and the banner
	pending *pending         // the question asked, and what a yes does
	list    *PuzzleList
	once    View   // the one-shot parts of the next view
	aside   []kept // the files kept aside at start

	flow // what lies over the board: dialogs, the level card, a puzzle being made

	stats   *stats
	history *records   // the games ended
	replay  *replaying // the replay of the game over on show, nil for none
	// startedAt is when the game played started by the wall clock, for
	// its record.
	startedAt time.Time
	saves     *saver
	counted   bool // the game counts in the statistics: a move was made
	fresh     bool // New found no game to resume (see Fresh)

	depth int        // verbs under way (see begin)
	verbs uint64     // the verbs begun so far, counted at the outermost
	bg    background // work off the window's goroutine
}

// cursor is where the player's input goes.
type cursor struct {
	selected solver.Cell // -1 for none
	armed    uint8       // the digit picked on the palette, 0 for none
	noting   bool        // notes mode
	// group is the selection of many cells: it counts only while it
	// holds selected, the cell in focus (see selection), so that a verb
	// that selects one cell need not clear it.
	group game.CellSet
	// marking is the kind of mark digits make in marking mode (corner,
	// centre or colour); 0 for none, and the notes mode is noting.
	marking game.MarkKind
	// reach: the player asked to see the cells a knight's or king's move
	// from the selected one (see ShowReach).
	reach bool
	// one is the 1 last typed into a cell of a grid of more than nine
	// digits, for KeyDigit to make 10-16 of it and the next key.
	one typedOne
}

// typedOne is a 1 typed into a cell: the cell, the verb that typed it
// (see Session.verbs; 0 for none) and when.
type typedOne struct {
	cell solver.Cell
	verb uint64
	at   time.Time
}

// aids are what the board shows over the game until the next move.
type aids struct {
	marks    *game.Report   // the last Check
	hint     *Hint          // the hint on show
	sized    *SizedHint     // or the hint on show on a grid of another size
	in       game.HintInput // the position it was worked out from
	asked    *hintJob       // the hint being worked out, nil for none
	revealed game.CellSet
	// why is the answer on show to "why not this digit here?" and
	// whyAns what it answers (see WhyNot); askingWhy: the next digit
	// asks (see AskWhyNot).
	why       *Why
	whyAns    game.WhyNot
	askingWhy bool
}

// wordsLine is the status line, and the banner over the board.
type wordsLine struct {
	status Message
	shown  Message // the status last handed out, and its number
	id     uint64
	before Message // the status before the hint on show, for Escape
	banner Message // a problem that stays all session: the save left alone
}

// background is the work off the window's goroutine.
type background struct {
	cancel  context.CancelFunc // work that would replace the game
	jobs    sync.WaitGroup     // work under way
	closed  bool               // Close was called: see Close
	syncing int                // waits for the saves to reach the disk under way (see syncSaves)
	rating  *ratingJob         // a puzzle given being rated, nil for none (see rateThen)
}

// pending is a question waiting for its answer.
type pending struct {
	q    Question
	then func()
}

// New starts a session: it removes the debris of interrupted saves, reads
// the statistics, and resumes the saved game, or starts a medium puzzle
// from the bundled levels when there is none to resume. Problems with the
// save or the statistics show in the first view's status or banner.
func New(opts Options) *Session {
	if opts.Clock == nil {
		opts.Clock = game.SystemClock{}
	}
	if opts.Rand == nil {
		opts.Rand = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	}
	s := &Session{opts: opts, settings: opts.Settings, cur: cursor{selected: -1}}
	if v, err := geometry.ParseSizedVariant(opts.LastVariant); err == nil && offered(v) {
		s.variant = v
	}
	if opts.SavePath != "" {
		_ = game.RemoveStaleTemps(opts.SavePath) // the debris of saves a crash cut short
	}
	s.saves = newSaver(opts.SavePath, s.post, s.gameWritten)
	if opts.Unlocked != nil {
		s.saves.off() // the save is read all the same, by resume
	}
	s.stats = loadStats(opts.StatsPath, opts.LegacyStats, opts.PrefsAside, opts.Unlocked == nil, s.post, s.statsWritten)
	s.history = loadRecords(opts.HistoryPath, opts.Unlocked == nil, s.post, s.historyWritten)
	g, msg := s.resume()
	if g != nil {
		s.adopt(g, Message{Key: "status.resumed", Args: map[string]any{"Level": gameLevel(g)}})
		s.counted = g.CanUndo() || !slices.Equal(g.BoardCells(), g.GivenCells())
		if d, ok := g.SavedDraft(); ok { // entering a puzzle, the game put aside behind it
			cages, flags, regions := g.SavedDraftCages(), g.SavedDraftFlags(), g.SavedDraftRegions()
			s.mode, s.draft = entering, &Draft{grid: d, cages: cages, flags: flags, regions: regions, caging: len(cages) > 0}
			s.saves.draft, s.saves.draftCages, s.saves.draftFlags, s.saves.draftRegions = &d, cages, flags, regions
			g.Pause()
			s.say("status.entry.restored", nil)
		}
	} else {
		// A bundled medium puzzle stands in under the level card until the
		// player picks a level (see choosing); it is never saved, so that
		// quitting at the card asks again on the next start.
		g, err := s.bundled("medium")
		if err != nil { // the bundled levels are tested: a broken build
			panic("session: starting a bundled medium puzzle: " + err.Error())
		}
		s.adopt(g, Message{})
		s.mode = choosing
		s.fresh = true
	}
	if !msg.Empty() { // said last, so that the greeting does not hide it
		s.line.status = msg
	}
	if !s.history.problem.Empty() {
		s.line.status = s.history.problem
	}
	if !s.stats.problem.Empty() {
		s.line.status = s.stats.problem
	}
	s.aside = append(s.aside, s.stats.aside...)
	s.aside = append(s.aside, s.history.aside...)
	if opts.PrefsAside != "" {
		s.aside = append(s.aside, kept{"settings", opts.PrefsAside})
	}
	if len(s.aside) > 0 { // every file kept aside, in one line
		s.line.status = asideMessage(s.aside)
	}
	if opts.Unlocked != nil {
		s.line.banner = Message{Key: "status.not-saving", Args: map[string]any{"Error": opts.Unlocked.Error()}}
	}
	s.depth++
	s.syncHold() // the level card holds the clock
	s.depth--
	return s
}

// Fresh reports whether the session started a new game because there was
// no saved one to resume: on such a first start the window offers the
// levels, so that the player picks one before playing (the medium puzzle
// on the board stands in until then). A resumed game is played on.
func (s *Session) Fresh() bool { return s.fresh }

// post runs f on the window's goroutine, unless the session is closed by
// then: a late result is dropped.
func (s *Session) post(f func()) {
	unlessClosed := func() {
		if !s.bg.closed {
			f()
		}
	}
	if s.opts.Post == nil {
		unlessClosed()
		return
	}
	s.opts.Post(unlessClosed)
}

// Game returns the game being played, or put aside while a puzzle is
// entered.
func (s *Session) Game() *game.Game { return s.g }

// Sheet is the game played as a printout or an export draws it. Puzzle,
// EntryCells and NoteCells hold a grid of any size; the 9x9 fields
// (Givens, Entries, Notes, Cages, Regions) are zero on another size.
type Sheet struct {
	Shape sized.Shape // the grid's: sized.Shape9 for a 9x9 game
	// Puzzle is the puzzle of any size: its shape, givens, rules and
	// jigsaw regions (numbered from 0); EntryCells and NoteCells the
	// player's digits and notes, one a cell.
	Puzzle          sized.Puzzle
	EntryCells      []uint8
	NoteCells       []game.Digits
	Givens, Entries solver.Grid
	Notes           [81]game.Digits
	Cages           []variant.Cage   // a Killer game's, nil for a classic one
	Flags           geometry.Flags   // the rules beyond the classic ones: diagonals, windows...
	Regions         geometry.Regions // a jigsaw's regions, nil for the boxes
	Level           logic.Level
	Variant         geometry.Variant
	Line            string // the puzzle in the project's line format (variant.Format)
}

// Sheet returns the game played, or put aside while a puzzle is entered,
// for the window to export or print: the zero Sheet when there is none.
func (s *Session) Sheet() Sheet {
	g := s.g
	if g == nil {
		return Sheet{}
	}
	entries := g.BoardCells()
	for c, d := range g.GivenCells() {
		if d != 0 {
			entries[c] = 0
		}
	}
	if g.Shape() != sized.Shape9 {
		return Sheet{Shape: g.Shape(), Puzzle: g.SizedPuzzle(), EntryCells: entries, NoteCells: g.NotesAll(),
			Level: g.Level(), Variant: g.Variant(), Line: sized.Format(g.SizedPuzzle())}
	}
	return Sheet{Shape: sized.Shape9, Puzzle: g.SizedPuzzle(), EntryCells: entries, NoteCells: g.NotesAll(), Givens: g.Givens(), Entries: g.Entries(), Notes: g.AllNotes(), Cages: g.Cages(),
		Flags: g.Variant().Flags, Regions: g.Geometry().Regions(), Level: g.Level(), Variant: g.Variant(), Line: variant.Format(g.Puzzle())}
}

// Stats returns the player's statistics.
func (s *Session) Stats() *game.Stats { return s.stats.s }

// Settings returns the settings in force.
func (s *Session) Settings() Settings { return s.settings }

// SetSettings puts new settings in force; the marks of a Check made under
// the old ones are dropped.
func (s *Session) SetSettings(set Settings) {
	defer s.begin()()
	if set.ShowMistakes != s.settings.ShowMistakes {
		s.aids.marks = nil
	}
	s.settings = set
	s.applySettings()
}

func (s *Session) applySettings() {
	if s.g != nil {
		s.g.ShowMistakes = s.settings.ShowMistakes
		s.g.AutoRemoveNotes = s.settings.AutoRemoveNotes
		s.g.FillCombos = s.settings.FillCombos
	}
}

// begin starts a verb; the function it returns ends it, handing the view
// on once the outermost verb is done: one verb, one view.
func (s *Session) begin() func() {
	if s.depth == 0 {
		s.verbs++
	}
	s.depth++
	return func() {
		if s.depth == 1 {
			s.syncHold() // within the verb, so that its pause hands on no view of its own
		}
		s.depth--
		if s.depth == 0 {
			s.saveDraft()
			s.retryStats()
			s.changed()
		}
	}
}

// changed hands the new view to OnChange; a closed session hands out
// none.
func (s *Session) changed() {
	if s.bg.closed {
		return
	}
	s.followWhy()
	if s.line.status.Key != s.line.shown.Key || !reflect.DeepEqual(s.line.status.Args, s.line.shown.Args) {
		s.line.shown = s.line.status
		s.line.id++
	}
	v := s.View()
	s.once = View{} // handed out once, even when OnChange calls a verb (a dialog it opens)
	if s.OnChange != nil {
		s.OnChange(v)
	}
}

// levelTerm is the translation key of a level's name.
func levelTerm(l logic.Level) Term { return Term("level." + l.String()) }

// gameTerm names a level in a variant, as a message argument: the
// level's key for classic ("level.hard"), else the words "level.variant"
// of the variant's name ("variant." and its name) and the level's, as
// "Killer · Hard". A variant needs only its name in the catalogues.
func gameTerm(v geometry.Variant, l logic.Level) any {
	if v.IsClassic() {
		return levelTerm(l)
	}
	return Message{Key: "level.variant", Args: map[string]any{"Variant": variantTerm(v), "Level": levelTerm(l)}}
}

// variantTerm names a variant, as a message argument: "variant." and its
// name for one rule ("variant.killer", "Killer"), else the words
// "variant.with" joining its rules' names in the order of its name
// ("Killer + Sudoku X"), so that the catalogues name each rule once.
func variantTerm(v geometry.Variant) any {
	parts := strings.Split(v.Name(), "-")
	var t any = Term("variant." + parts[len(parts)-1])
	for i := len(parts) - 2; i >= 0; i-- {
		t = Message{Key: "variant.with", Args: map[string]any{"A": Term("variant." + parts[i]), "B": t}}
	}
	return t
}

// gameLevel is the translation key of a game's level and variant.
func gameLevel(g *game.Game) any { return gameTerm(g.Variant(), g.Level()) }

// InProgress reports whether throwing the game away would lose the
// player's work: a game with moves made that is not over, whether on the
// board or put aside while a puzzle is entered.
func (s *Session) InProgress() bool {
	return s.g != nil && !s.g.Over() && s.g.CanUndo()
}

// ask runs then at once when no game is in progress, and otherwise asks
// the question first (see Reply).
func (s *Session) ask(key string, then func()) { s.askWith(Question{Key: key}, then) }

// askWith is ask with a question whose words take arguments.
func (s *Session) askWith(q Question, then func()) {
	if !s.InProgress() {
		then()
		return
	}
	s.pending = &pending{q: q, then: then}
	s.once.Question = &q
}

// Reply gives the player's answer to the question last asked: yes goes
// on with what asked it, no leaves everything as it was.
func (s *Session) Reply(yes bool) {
	defer s.begin()()
	p := s.pending
	s.pending = nil
	if p != nil && yes {
		p.then()
	}
}

// Close writes the last saves and waits for them: the window calls it
// when it closes. The session is closed then: background work is
// cancelled, and a result that comes later is dropped; no view is handed
// out and no write starts. Closing again does nothing.
func (s *Session) Close() {
	if s.bg.closed {
		return
	}
	if s.g != nil {
		s.saveGame()
	}
	s.retryStats()
	s.bg.closed = true
	s.stopWork()
	s.saves.w.close()
	s.stats.w.close()
	s.history.w.close()
}

// Wait waits until the background work under way, making a puzzle or
// reading a file, has posted its result.
func (s *Session) Wait() { s.bg.jobs.Wait() }

// Flush waits until every save scheduled has been written.
func (s *Session) Flush() {
	s.saves.flush()
	s.stats.w.flush()
	s.history.w.flush()
}
