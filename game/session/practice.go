package session

import (
	"errors"
	"strings"
	"sync/atomic"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TrainerOptions configure a Trainer. The window sets Dir and Post;
// tests set a finder of their own, the workers, the seed and the clock.
type TrainerOptions struct {
	// Dir is the app's storage folder, where the trainer keeps the
	// positions found (PracticeCacheFile) and its statistics
	// (PracticeStatsFile); "" keeps nothing.
	Dir string
	// ReadOnly reads the files in Dir but never writes them: another
	// copy of the game may be writing them (see Options.Unlocked).
	ReadOnly bool
	// Post runs f on the window's goroutine, as Options.Post; it must not
	// block, for the workers call it. Required.
	Post func(f func())
	// Find finds positions; nil for GeneratedPositions.
	Find PracticeFinder
	// Workers is how many positions are searched for at once; 0 for
	// DefaultPracticeWorkers.
	Workers int
	// Seed seeds the search; 0 draws it from the clock.
	Seed uint64
	// Now tells the time, for how long a search has run; nil for
	// time.Now.
	Now func() time.Time
	// Stock is how many positions of the technique practised the trainer
	// keeps ready, searching in the background until it has them; 0 for
	// 3.
	Stock int
}

// practiceCacheMax is the most positions of one technique the cache
// keeps.
const practiceCacheMax = 12

// Verdict is what Check made of the player's answer.
type Verdict uint8

// The verdicts.
const (
	NotJudged    Verdict = iota // not checked since the last change
	JudgedRight                 // every elimination or placement of the step (or of another of its technique's), and nothing wrong
	JudgedPartly                // nothing wrong, but not all the step proves
	JudgedWrong                 // a candidate of the solution removed, or a wrong digit placed
)

// PracticeItem is one technique in the trainer's list.
type PracticeItem struct {
	Technique logic.Technique
	Cached    int // positions ready at once
	Stats     PracticeStats
}

// PracticeLevel is the techniques of one level, in ladder order.
type PracticeLevel struct {
	Level      logic.Level
	Techniques []PracticeItem
}

// TrainerActions say which of the trainer's controls are live.
type TrainerActions struct {
	Check, Hint, Next, Clear, Digits bool
}

// TrainerView is everything the trainer's window draws, taken after a
// verb. It is a value: the trainer never changes a view it handed out.
type TrainerView struct {
	// Levels lists the techniques to practise, by level, with the
	// positions ready for each.
	Levels []PracticeLevel
	// Technique is the technique chosen, valid when Chosen.
	Technique logic.Technique
	Chosen    bool
	// Ready: a position is on show in Cells. Cells are drawn as the
	// game's board draws them: the placed digits, the candidates left as
	// notes, the hint's marks; after a Check found the answer wrong, a
	// wrong removal or digit is a Mistake, the cell's Wrong saying which.
	Ready    bool
	Cells    [81]Cell
	Selected solver.Cell // -1 for none
	// Placing: digits place; otherwise they remove candidates.
	Placing bool
	// Searching: no position is ready and the workers look for one;
	// Searched is how long they have, for "searching for N s".
	Searching bool
	Searched  time.Duration
	Verdict   Verdict
	Hint      *Hint // the step, shown in full, nil until asked for
	Status    Message
	// Problem is what went wrong with the trainer's files, the zero
	// Message when nothing did.
	Problem Message
	Stats   PracticeStats // the chosen technique's
	Enabled TrainerActions
}

// practicePos is the position on show and the player's answer.
type practicePos struct {
	board   *logic.Board // the position: nothing changes it
	step    *logic.Step  // the technique's step there
	sol     solver.Grid
	removed [81]game.Digits // the candidates the player removed
	placed  solver.Grid     // the digits the player placed
	counted bool            // counted as tried
	hinted  bool            // the hint was shown: a Right no longer counts as found
}

// Trainer is the technique trainer: the player picks a technique, gets
// a position of a generated puzzle where it is the next step (nothing
// easier applies), with its candidates filled in, and finds the step:
// removes the candidates it eliminates or places its digit; Check says
// whether that is right and shows the hint when it is not. Positions are
// searched for in the background and kept in the app's storage, so that
// most techniques have one ready at once; statistics count the positions
// tried and found per technique.
//
// A Trainer is not safe for concurrent use: call it from one goroutine
// (the window's), as Post delivers the searches' results there.
type Trainer struct {
	// OnChange gets a view after every verb that changes what is shown.
	OnChange func(TrainerView)

	opts       TrainerOptions
	cachePath  string
	statsPath  string
	cache      map[logic.Technique][]string
	stats      map[logic.Technique]PracticeStats
	cacheW     *writer
	statsW     *writer
	problem    Message
	t          logic.Technique
	chosen     bool
	pos        *practicePos
	selected   solver.Cell
	placing    bool
	verdict    Verdict
	hint       *Hint
	status     Message
	search     *search   // the search under way, nil for none
	stopped    []*search // searches cancelled, waited for on Close
	since      time.Time // when the wait for a position began
	waiting    bool
	seeds      atomic.Uint64
	closed     bool
	writeError error
}

// NewTrainer starts a trainer: it reads the positions kept and the
// statistics from opts.Dir. A file that cannot be read is kept aside and
// reported in the view's Problem.
func NewTrainer(opts TrainerOptions) *Trainer {
	if opts.Find == nil {
		opts.Find = GeneratedPositions
	}
	if opts.Workers <= 0 {
		opts.Workers = DefaultPracticeWorkers()
	}
	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Stock <= 0 {
		opts.Stock = 3
	}
	tr := &Trainer{opts: opts, selected: -1}
	tr.cachePath, tr.statsPath = practicePaths(opts.Dir)
	tr.cacheW = newWriter(reporter(opts.Post, tr.written))
	tr.statsW = newWriter(reporter(opts.Post, tr.written))
	tr.cache, tr.stats = map[logic.Technique][]string{}, map[logic.Technique]PracticeStats{}
	if tr.cachePath != "" {
		_ = game.RemoveStaleTemps(tr.cachePath)
		_ = game.RemoveStaleTemps(tr.statsPath)
		var cacheErr, statsErr error
		tr.cache, cacheErr = loadPracticeCache(tr.cachePath)
		tr.stats, statsErr = loadPracticeStats(tr.statsPath)
		tr.problem = readProblem(cacheErr, statsErr)
		// A file that could not be read and was left alone (a FIFO, a
		// folder) is not the trainer's to overwrite: kept for this session
		// only.
		if cacheErr != nil && !errors.As(cacheErr, new(*game.AsideError)) {
			tr.cachePath = ""
		}
		if statsErr != nil && !errors.As(statsErr, new(*game.AsideError)) {
			tr.statsPath = ""
		}
		if cacheErr != nil {
			tr.saveCache() // the sound positions, in a file of their own again
		}
	}
	return tr
}

// readProblem words the problems met reading the trainer's files, nil
// for a file read well, in one message that names every file: those
// kept aside and where, or why they could not be read.
func readProblem(errs ...error) Message {
	var paths, asides, reasons []string
	unreadable := false
	for _, err := range errs {
		if err == nil {
			continue
		}
		if ae := (*game.AsideError)(nil); errors.As(err, &ae) {
			paths, asides = append(paths, ae.Path), append(asides, ae.Aside)
			reasons = append(reasons, ae.Err.Error())
			continue
		}
		unreadable = true
		reasons = append(reasons, err.Error())
	}
	switch {
	case len(reasons) == 0:
		return Message{}
	case unreadable:
		// AsideError's text names both files of one kept aside.
		var texts []string
		for _, err := range errs {
			if err != nil {
				texts = append(texts, err.Error())
			}
		}
		return Message{Key: "trainer.file-unreadable", Args: map[string]any{"Error": strings.Join(texts, "; ")}}
	case len(paths) == 1:
		return Message{Key: "trainer.file-aside", Args: map[string]any{"Path": paths[0], "Aside": asides[0], "Error": reasons[0]}}
	}
	return Message{Key: "trainer.files-aside", Args: map[string]any{
		"Paths": strings.Join(paths, ", "), "Asides": strings.Join(asides, ", "), "Error": strings.Join(reasons, "; ")}}
}

// written takes the result of a write on the window's goroutine.
func (tr *Trainer) written(err error) {
	if tr.closed {
		return
	}
	was := tr.writeError
	tr.writeError = err
	if (err == nil) != (was == nil) {
		tr.changed()
	}
}

// practisable lists what can be practised, in ladder order.
func practisable() []logic.Technique {
	var out []logic.Technique
	for _, t := range logic.Techniques() {
		if logic.Practisable(t) {
			out = append(out, t)
		}
	}
	return out
}

// View returns what the window draws now.
func (tr *Trainer) View() TrainerView {
	v := TrainerView{Technique: tr.t, Chosen: tr.chosen, Selected: tr.selected, Placing: tr.placing,
		Verdict: tr.verdict, Status: tr.status, Problem: tr.problem, Stats: tr.stats[tr.t]}
	if tr.writeError != nil {
		v.Problem = Message{Key: "trainer.write-failed", Args: map[string]any{"Error": tr.writeError.Error()}}
		if !tr.problem.Empty() { // the files read badly at start stay named
			v.Problem = Message{Key: "trainer.write-failed-too", Args: map[string]any{"Error": tr.writeError.Error(), "Read": tr.problem}}
		}
	}
	for _, t := range practisable() {
		if n := len(v.Levels); n == 0 || v.Levels[n-1].Level != t.Level() {
			v.Levels = append(v.Levels, PracticeLevel{Level: t.Level()})
		}
		l := &v.Levels[len(v.Levels)-1]
		l.Techniques = append(l.Techniques, PracticeItem{Technique: t, Cached: len(tr.cache[t]), Stats: tr.stats[t]})
	}
	if tr.waiting {
		v.Searching = true
		v.Searched = tr.opts.Now().Sub(tr.since)
	}
	if p := tr.pos; p != nil {
		v.Ready = true
		ov := overlayOf(tr.hint)
		wrong := tr.wrongCells()
		for c := solver.Cell(0); c < 81; c++ {
			cell := Cell{Digit: p.board.Cells[c], Given: p.board.Cells[c] != 0 && !p.board.NonGivens.Has(c)}
			if cell.Digit == 0 {
				cell.Digit = p.placed[c]
				cell.Notes = game.FromLogic(p.board.Cands[c]) &^ p.removed[c]
				if cell.Digit != 0 {
					cell.Notes = 0
				}
			}
			if tr.verdict == JudgedWrong && wrong.Has(c) {
				cell.Mark = Mistake
				cell.Wrong = p.removed[c] & game.DigitSet(p.sol[c])
				if d := p.placed[c]; d != 0 && d != p.sol[c] {
					cell.Wrong |= game.DigitSet(d)
				}
			}
			ov.onto(&cell, c)
			v.Cells[c] = cell
		}
		if tr.hint != nil {
			v.Hint = tr.hint.drawn(v.Cells[:])
		}
		live := tr.verdict != JudgedRight
		v.Enabled = TrainerActions{Check: live, Hint: tr.hint == nil, Next: true, Clear: tr.touched(), Digits: live}
	}
	return v
}

// changed hands the view to OnChange.
func (tr *Trainer) changed() {
	if tr.OnChange != nil && !tr.closed {
		tr.OnChange(tr.View())
	}
}

// Choose picks technique t to practise and shows a position of it: one
// kept ready at once, else the search for one starts and the view says
// it is searching. A technique that cannot be practised is refused.
func (tr *Trainer) Choose(t logic.Technique) {
	if tr.closed || !logic.Practisable(t) {
		return
	}
	if tr.search != nil && tr.search.t != t {
		tr.stopSearch()
	}
	tr.t, tr.chosen = t, true
	tr.show()
	tr.changed()
}

// Next shows another position of the technique chosen.
func (tr *Trainer) Next() {
	if tr.closed || !tr.chosen {
		return
	}
	tr.show()
	tr.changed()
}

// show takes the next position of tr.t from the cache, or waits for the
// search, and keeps the search going until the stock is full.
func (tr *Trainer) show() {
	tr.pos, tr.hint, tr.verdict, tr.selected, tr.status = nil, nil, NotJudged, -1, Message{}
	tr.waiting = false
	for len(tr.cache[tr.t]) > 0 && tr.pos == nil {
		line := tr.cache[tr.t][0]
		tr.cache[tr.t] = tr.cache[tr.t][1:]
		tr.pos = practiceOf(line, tr.t)
		tr.saveCache()
	}
	if tr.pos == nil {
		tr.waiting, tr.since = true, tr.opts.Now()
		tr.status = Message{Key: "trainer.searching"}
	} else {
		tr.status = Message{Key: "trainer.find"}
	}
	tr.keepSearching()
}

// practiceOf reads a cached line as a position of t, nil when it is not
// one any longer (the solver's ladder changed since it was found).
func practiceOf(line string, t logic.Technique) *practicePos {
	rl, err := logic.ParseRegLine(line)
	if err != nil {
		return nil
	}
	work := *rl.Board
	s := logic.Next(&work)
	if s == nil || s.Technique != t || !rl.Matches(s) {
		return nil
	}
	sol, n := new(solver.Backtracker).Solve(rl.Board.Cells, 2)
	if n != 1 {
		return nil
	}
	return &practicePos{board: rl.Board, step: s, sol: sol}
}

// keepSearching starts the search for tr.t while positions are wanted
// (one is awaited, or the stock is short) and stops it once none are.
func (tr *Trainer) keepSearching() {
	want := tr.chosen && (tr.waiting || len(tr.cache[tr.t]) < tr.opts.Stock)
	switch {
	case want && tr.search == nil:
		tr.search = startSearch(tr.t, tr.opts.Workers, tr.opts.Find, tr.opts.Seed, &tr.seeds, tr.opts.Post, tr.found)
	case !want && tr.search != nil:
		tr.stopSearch()
	}
}

// stopSearch cancels the search under way; Close waits for it.
func (tr *Trainer) stopSearch() {
	tr.search.cancel()
	tr.stopped = append(tr.stopped, tr.search)
	tr.search = nil
}

// found takes a position a search found: shown at once when one is
// awaited, else kept while the stock of its technique is short.
func (tr *Trainer) found(s *search, line string) {
	if tr.closed {
		return
	}
	if s.t == tr.t && tr.waiting {
		if p := practiceOf(line, tr.t); p != nil {
			tr.pos, tr.waiting = p, false
			tr.status = Message{Key: "trainer.find"}
		}
	} else if len(tr.cache[s.t]) < tr.opts.Stock { // beyond the stock, a result that raced the cancel is dropped
		tr.cache[s.t] = append(tr.cache[s.t], line)
		tr.saveCache()
	}
	if s == tr.search {
		tr.keepSearching()
	}
	tr.changed()
}

// Tick refreshes the view while a search is awaited, for its time.
func (tr *Trainer) Tick() {
	if tr.waiting {
		tr.changed()
	}
}

// TapCell selects cell c, or clears the selection when c is selected.
func (tr *Trainer) TapCell(c solver.Cell) {
	if tr.pos == nil || c < 0 || c >= 81 {
		return
	}
	if tr.selected == c {
		tr.selected = -1
	} else {
		tr.selected = c
	}
	tr.changed()
}

// SetPlacing says what digits do: place (true) or remove candidates.
func (tr *Trainer) SetPlacing(on bool) {
	tr.placing = on
	tr.changed()
}

// PressDigit acts on the selected empty cell with digit d: removes the
// candidate d (or puts it back), or, placing, puts d in the cell (or
// takes it out). A candidate the position does not have, a digit on a
// filled cell, and anything after a Right, do nothing.
func (tr *Trainer) PressDigit(d uint8) {
	p, c := tr.pos, tr.selected
	if p == nil || c < 0 || d < 1 || d > 9 || p.board.Cells[c] != 0 || tr.verdict == JudgedRight {
		return
	}
	switch {
	case tr.placing && p.placed[c] == d:
		p.placed[c] = 0
	case tr.placing:
		p.placed[c] = d
	case p.placed[c] != 0 || !p.board.Cands[c].Has(d):
		return
	default:
		p.removed[c] ^= game.DigitSet(d)
	}
	tr.verdict, tr.status = NotJudged, Message{}
	tr.changed()
}

// Clear takes back everything the player did on the position.
func (tr *Trainer) Clear() {
	if p := tr.pos; p != nil && tr.verdict != JudgedRight {
		p.removed, p.placed = [81]game.Digits{}, solver.Grid{}
		tr.verdict, tr.status = NotJudged, Message{}
		tr.changed()
	}
}

// touched reports whether the player removed or placed anything.
func (tr *Trainer) touched() bool {
	p := tr.pos
	return p != nil && (p.removed != [81]game.Digits{} || p.placed != solver.Grid{})
}

// wrongCells are the cells where the player removed the solution's
// digit or placed another.
func (tr *Trainer) wrongCells() (wrong logic.CellSet) {
	p := tr.pos
	for c := solver.Cell(0); c < 81; c++ {
		if p.removed[c].Has(p.sol[c]) || (p.placed[c] != 0 && p.placed[c] != p.sol[c]) {
			wrong.Add(c)
		}
	}
	return wrong
}

// judge says what the player's answer is worth: Right when it holds
// every elimination and placement of the step, or of another instance of
// its technique at the position, and nothing wrong (a placement may be
// made by removing the cell's other candidates), Wrong when anything is
// wrong, else Partly.
func (tr *Trainer) judge() Verdict {
	p := tr.pos
	if !tr.wrongCells().Empty() {
		return JudgedWrong
	}
	if tr.covers(p.step) {
		return JudgedRight
	}
	// A position may hold the technique more than once: any instance the
	// player found in full is the technique found.
	for _, s := range logic.FindAll(p.board, p.step.Technique) {
		if tr.covers(s) {
			return JudgedRight
		}
	}
	return JudgedPartly
}

// covers reports whether the player's moves make all of step s: each of
// its eliminations removed, each of its placements placed (or its cell's
// other candidates removed).
func (tr *Trainer) covers(s *logic.Step) bool {
	p := tr.pos
	for _, e := range s.Eliminations {
		if !p.removed[e.Cell].Has(e.Digit) {
			return false
		}
	}
	for _, pl := range s.Placements {
		others := game.FromLogic(p.board.Cands[pl.Cell]).Without(pl.Digit)
		if p.placed[pl.Cell] != pl.Digit && p.removed[pl.Cell]&others != others {
			return false
		}
	}
	return true
}

// Check judges the player's answer: Right, or the hint in full with what
// was wrong marked. A position counts as tried at its first Check (or
// hint), and as found when a Check says Right before the hint was shown.
// With nothing done yet it only says what to do.
func (tr *Trainer) Check() {
	p := tr.pos
	if p == nil || tr.verdict == JudgedRight {
		return
	}
	if !tr.touched() {
		tr.status = Message{Key: "trainer.nothing"}
		tr.changed()
		return
	}
	tr.verdict = tr.judge()
	tr.count(tr.verdict == JudgedRight && !p.hinted)
	switch tr.verdict {
	case JudgedRight:
		tr.status = Message{Key: "trainer.right"}
	case JudgedPartly:
		tr.status = Message{Key: "trainer.partly"}
		tr.showHint()
	default:
		tr.status = Message{Key: "trainer.wrong"}
		tr.showHint()
	}
	tr.changed()
}

// ShowHint shows the step in full, walkable beat by beat as the game's
// hints are. The position counts as tried.
func (tr *Trainer) ShowHint() {
	if tr.pos == nil || tr.hint != nil {
		return
	}
	tr.count(false)
	tr.showHint()
	tr.status = Message{} // the hint speaks
	tr.changed()
}

func (tr *Trainer) showHint() {
	p := tr.pos
	if tr.hint != nil {
		return
	}
	p.hinted = true
	board := *p.board
	h := &Hint{Hint: logic.Hint{Kind: logic.NextStep, Step: p.step, Board: &board}, Depth: logic.Full}
	h.setBeats()
	tr.hint = h
}

// NextBeat, PrevBeat and WholeStep walk the hint on show beat by beat
// (see Session.NextBeat).
func (tr *Trainer) NextBeat() { tr.walkBeat(+1) }

// PrevBeat walks the hint on show one beat back.
func (tr *Trainer) PrevBeat() { tr.walkBeat(-1) }

// WholeStep shows the hint's whole step at once.
func (tr *Trainer) WholeStep() { tr.walkBeat(0) }

func (tr *Trainer) walkBeat(step int) {
	h := tr.hint
	if h == nil || h.Beats == 0 {
		return
	}
	h.walk(step)
	tr.changed()
}

// count counts the position on show as tried, once, and as found.
func (tr *Trainer) count(found bool) {
	p := tr.pos
	st := tr.stats[tr.t]
	if !p.counted {
		p.counted = true
		st.Tried = game.Saturated(st.Tried)
	}
	if found {
		st.Found = game.Saturated(st.Found)
	}
	tr.stats[tr.t] = st
	tr.saveStats()
}

// saveCache writes the cache in the background, a copy taken now.
func (tr *Trainer) saveCache() {
	if tr.cachePath == "" || tr.opts.ReadOnly {
		return
	}
	copied := make(map[logic.Technique][]string, len(tr.cache))
	for t, lines := range tr.cache {
		copied[t] = append([]string(nil), lines...)
	}
	path := tr.cachePath
	tr.cacheW.schedule(func() error { return savePracticeCache(path, copied) })
}

// saveStats writes the statistics in the background, a copy taken now.
func (tr *Trainer) saveStats() {
	if tr.statsPath == "" || tr.opts.ReadOnly {
		return
	}
	copied := make(map[logic.Technique]PracticeStats, len(tr.stats))
	for t, st := range tr.stats {
		copied[t] = st
	}
	path := tr.statsPath
	tr.statsW.schedule(func() error { return savePracticeStats(path, copied) })
}

// Close stops every search, waits for its workers, and writes the last
// cache and statistics. Results that come later are dropped; no view is
// handed out.
func (tr *Trainer) Close() {
	if tr.closed {
		return
	}
	if tr.search != nil {
		tr.stopSearch()
	}
	for _, s := range tr.stopped {
		s.stop()
	}
	tr.stopped = nil
	tr.closed = true
	tr.cacheW.close()
	tr.statsW.close()
}

// Flush waits for the writes under way (for tests and quitting).
func (tr *Trainer) Flush() {
	tr.cacheW.flush()
	tr.statsW.flush()
}
