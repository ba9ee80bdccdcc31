package session

import (
	"context"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles"
)

// MaxPuzzleText is the most text a puzzle file or a paste may hold, 8 MiB:
// some hundred thousand puzzles of one line.
const MaxPuzzleText = 8 << 20

// syncText is the size up to which puzzle text is read on the calling
// goroutine; more is parsed in the background, with progress.
const syncText = 64 << 10

// New starts a puzzle of the named level in the variant last chosen (see
// SetVariant), from the variant's source: freshly generated, or bundled
// (see makers). It asks first
// when a game in progress would be lost. The puzzle is made in the
// background; a second request, or any other new game, cancels the first.
// On a covered board it only resumes.
func (s *Session) New(name string) {
	defer s.begin()()
	if !s.choosing() && s.uncover() { // the level card's pick is the way on
		return
	}
	level, err := logic.ParseLevel(name)
	if err != nil {
		s.say("status.error", map[string]any{"Error": err.Error()})
		return
	}
	s.newGame(level)
}

// newQuestion is the question a new game of the level asks when a game
// is in progress: it names the level, so that a slip in the menu shows.
func newQuestion(v geometry.Variant, level logic.Level) Question {
	return Question{Key: "new", Args: map[string]any{"Level": gameTerm(v, level)}}
}

// makeInBackground runs make with a seed drawn from the session's random
// source, for a generator of its own, away from the caller, and plays the game it
// makes, greeted by words; a newer piece of work, or closing, cancels it.
// term names the level in the status line while it works.
func (s *Session) makeInBackground(level logic.Level, term any,
	make func(ctx context.Context, seed uint64) (*game.Game, error), words func(*game.Game) Message) {
	ctx := s.work()
	s.making = &making{level: level, ctx: ctx}
	seed := s.opts.Rand.Uint64()
	s.say("status.generating", map[string]any{"Level": term})
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		g, err := make(ctx, seed)
		s.post(func() {
			defer s.begin()()
			if ctx.Err() != nil {
				return // superseded
			}
			s.bg.cancel, s.making = nil, nil
			if err != nil {
				s.say("status.error", map[string]any{"Error": err.Error()})
			} else {
				s.play(g, words(g))
			}
		})
	}()
}

// work cancels the background work under way and returns the context of
// the next.
func (s *Session) work() context.Context {
	s.stopWork()
	ctx, cancel := context.WithCancel(context.Background())
	s.bg.cancel = cancel
	return ctx
}

// Paste plays a puzzle from pasted text, in any format solver.Parse
// reads or any of a variant variant.Parse reads (a line tagged "x:" or
// "killer-x:", an ISS string, SudoCue's), under its rules, when it has exactly one
// solution, asking first when a game in
// progress would be lost. Text that is no puzzle, or more than
// MaxPuzzleText, is reported and changes nothing. While a puzzle is being
// entered the pasted one replaces it first, so that one that cannot be
// played is there to mend.
func (s *Session) Paste(text string) {
	defer s.begin()()
	if len(text) > MaxPuzzleText {
		s.say("status.paste.too-big", map[string]any{"MiB": MaxPuzzleText >> 20})
		return
	}
	p := parseText(strings.TrimPrefix(text, "\uFEFF"))
	if p.sized != nil {
		s.offerSized(*p.sized, nil)
		return
	}
	if p.one == nil { // several puzzles come from a file, not a paste
		s.say(pasteRefusal(p.err))
		return
	}
	s.offer(*p.one, p.info, nil)
}

// pasteRefusal says why a paste is no puzzle: a link's rules this program
// does not play listed, a link to a puzzle on the web told as such, other
// faults in the reader's words.
func pasteRefusal(err error) (string, map[string]any) {
	var unplayed *fpuzzles.UnplayedError
	switch {
	case errors.As(err, &unplayed):
		return "status.paste.unplayed", map[string]any{"Rules": strings.Join(unplayed.Rules, ", ")}
	case errors.Is(err, fpuzzles.ErrShortLink), errors.Is(err, fpuzzles.ErrShortened):
		return "status.paste.web", nil
	}
	return "status.paste.bad", map[string]any{"Error": err.Error()}
}

// offer plays p, of any variant, when it is a proper puzzle, asking
// first when a game in progress would be lost; greeting, when set,
// replaces the usual words. While a puzzle is entered, p replaces it
// first, so that one that cannot be played is there to mend. The puzzle
// is solved and rated in the background (see rateThen).
func (s *Session) offer(p variant.Puzzle, info game.Info, greeting func(*game.Game) Message) {
	if s.mode == entering {
		s.draft.grid, s.draft.cages, s.draft.flags, s.draft.regions = p.Givens, p.Cages, p.Flags, p.Regions
	}
	s.rateThen(p, func(g *game.Game, msg Message) {
		if g == nil {
			s.line.status = msg
			return
		}
		if greeting != nil {
			msg = greeting(g)
		}
		_ = g.SetInfo(info) // a link's text is checked when read: see parseLink
		if m, ok := titleGreeting(g); ok {
			msg = m
		}
		s.askToPlay(g, msg)
	})
}

// ratingJob is a puzzle given being rated in the background. It is not
// empty: each job needs an address of its own to tell it from the next.
type ratingJob struct{ grid solver.Grid }

// rateThen makes a game of p in the background, as puzzleGame does (the
// solve and the rating are the slow part), and hands then the game, or
// nil and why not, on the window's goroutine, within a verb. Another
// puzzle given, another game or Close drops the result.
func (s *Session) rateThen(p variant.Puzzle, then func(*game.Game, Message)) {
	job := &ratingJob{grid: p.Givens}
	s.bg.rating = job
	p = p.Clone()
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		g, msg := s.puzzleGame(p)
		s.post(func() {
			defer s.begin()()
			if s.bg.rating != job {
				return // superseded
			}
			s.bg.rating = nil
			then(g, msg)
		})
	}()
}

// askToPlay plays g, greeting the player with msg, asking first when a
// game in progress would be lost. A game made before the question is made
// anew once it is answered, so that its clock starts with the play and
// not with the question.
func (s *Session) askToPlay(g *game.Game, msg Message) {
	asked := s.InProgress()
	s.ask("replace", func() {
		if asked {
			if fresh := anew(g, s.opts.Clock); fresh != g {
				_ = fresh.SetInfo(g.Info()) // g's info, set already
				g = fresh
			}
		}
		s.play(g, msg)
	})
}

// Puzzle returns the givens of the game, or of the puzzle being entered.
func (s *Session) Puzzle() solver.Grid {
	if s.mode == entering {
		return s.draft.grid
	}
	return s.g.Givens()
}

// PuzzleText returns the puzzle as one line: a game with rules beyond the
// classic ones (see HasRules) as variant.Format writes it ("x:…",
// "killer:…"), a grid of another size as sized.Format does ("6x6:…",
// "16x16-jigsaw:…:…"), any other (see Puzzle) as 81 characters, '.' for
// blanks.
func (s *Session) PuzzleText() string {
	if s.mode != entering && s.g.Shape() != sized.Shape9 {
		return sized.Format(s.g.SizedPuzzle())
	}
	if s.HasRules() {
		return variant.Format(s.g.Puzzle())
	}
	return s.Puzzle().String()
}

// HasRules reports whether the puzzle (see Puzzle) is a game with rules
// beyond the classic ones, cages or others: its line (see PuzzleText)
// names its variant.
func (s *Session) HasRules() bool { return s.mode != entering && !s.g.Variant().IsClassic() }

// Copy puts the puzzle in the view's Clipboard, as PuzzleText writes it,
// and says what it put there: 81 characters, or a variant's line (a
// Killer's killer: line, an X's x: line) and its length.
func (s *Session) Copy() {
	defer s.begin()()
	text := s.PuzzleText()
	if s.HasRules() {
		s.say("status.copied.variant", map[string]any{"Variant": variantTerm(s.g.Variant()), "Tag": s.g.Variant().Name(), "Count": len(text)})
	} else {
		s.say("status.copied", nil)
	}
	s.once.Clipboard = text
}

// OpenFile reads a puzzle file called name from r: a file of one puzzle
// is played as a pasted one is (see Paste); a file of many, one a line,
// comes back in the view's List to Pick from. A file larger than
// MaxPuzzleText, unreadable or with no puzzle is reported in the view's
// Alert. r is read on the calling goroutine, so it suits text at hand;
// a file is read with ReadFile. Large text is parsed in the background.
func (s *Session) OpenFile(name string, r io.Reader) {
	defer s.begin()()
	data, err := io.ReadAll(io.LimitReader(r, MaxPuzzleText+1))
	text, ok := s.checkRead(name, data, err)
	if !ok {
		return
	}
	if len(text) <= syncText {
		s.opened(name, parseText(text))
		return
	}
	ctx := s.work()
	s.say("status.file.reading", map[string]any{"Name": name})
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		p := parseText(text)
		s.post(func() {
			defer s.begin()()
			if ctx.Err() == nil {
				s.bg.cancel = nil
				s.opened(name, p)
			}
		})
	}()
}

// ReadFile opens the puzzle file called name, as OpenFile does, reading
// and parsing it from rc in the background: a file on a slow disk, or one
// that never ends, cannot hold the window up. rc is closed once read.
// While it is read the status says so. done, when not nil, runs on the
// window's goroutine when the reading is over, however it ended, before
// what the file held is shown; the window puts its "Reading" card away
// there. The cancel function returned stops the reading (closing rc, so
// that a read waiting for data ends) and says so; a new game stops it
// too. Either way the file changes nothing.
func (s *Session) ReadFile(name string, rc io.ReadCloser, done func()) (cancel func()) {
	defer s.begin()()
	ctx := s.work()
	stop := context.AfterFunc(ctx, func() { rc.Close() })
	s.say("status.file.reading", map[string]any{"Name": name})
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		data, err := io.ReadAll(io.LimitReader(rc, MaxPuzzleText+1))
		if stop() {
			rc.Close()
		}
		var p parsed
		text, ok := "", err == nil && len(data) <= MaxPuzzleText
		if ok {
			text = strings.TrimPrefix(string(data), "\uFEFF")
			p = parseText(text)
		}
		s.post(func() {
			if done != nil {
				done()
			}
			defer s.begin()()
			if ctx.Err() != nil {
				return // cancelled, or another game came first
			}
			s.bg.cancel = nil
			if _, ok := s.checkRead(name, data, err); ok {
				s.opened(name, p)
			}
		})
	}()
	return func() {
		defer s.begin()()
		if ctx.Err() != nil {
			return // over already
		}
		s.stopWork()
		s.say("status.file.cancelled", map[string]any{"Name": name})
	}
}

// checkRead reports what went wrong reading a file called name, data and
// err, in the view's Alert; it returns the file's text when nothing did.
func (s *Session) checkRead(name string, data []byte, err error) (string, bool) {
	switch {
	case err != nil:
		s.alert("file.read-failed", map[string]any{"Name": name, "Error": err.Error()})
		return "", false
	case len(data) > MaxPuzzleText:
		s.alert("file.too-big", map[string]any{"Name": name, "MiB": MaxPuzzleText >> 20})
		return "", false
	}
	return strings.TrimPrefix(string(data), "\uFEFF"), true // a byte-order mark, as Notepad writes
}

// parsed is a puzzle file read: one puzzle, or a collection, or neither.
type parsed struct {
	one     *variant.Puzzle // the text's one puzzle, of any variant
	sized   *sized.Puzzle   // or its one puzzle of another size than 9x9
	info    game.Info       // what the one puzzle says about itself (an f-puzzles link's title...)
	err     error           // the one-puzzle parse's error
	puzzles []solver.FilePuzzle
	rules   []variant.Puzzle // a file of variants: each puzzle with its rules, its cages among them
	errs    []error
	bad     int
}

func parseText(text string) parsed {
	if p, ok := parseSized(text); ok {
		return p
	}
	if fpuzzles.Looks(text) {
		return parseLink(text)
	}
	if isVariantText(text) {
		return parseVariantText(text)
	}
	grid, err := solver.Parse(text)
	if err == nil {
		return parsed{one: &variant.Puzzle{Givens: grid}}
	}
	puzzles, errs, bad := solver.ParseFile(text)
	return parsed{err: err, puzzles: puzzles, errs: errs, bad: bad}
}

// opened plays or lists what a file held.
func (s *Session) opened(name string, p parsed) {
	greeting := func(g *game.Game) Message {
		return Message{Key: "status.file.started", Args: map[string]any{"Name": name, "Level": gameLevel(g)}}
	}
	switch {
	case p.sized != nil:
		s.offerSized(*p.sized, greeting)
	case p.one != nil:
		s.offer(*p.one, p.info, greeting)
	case len(p.puzzles) == 0:
		s.alert("file.no-puzzle", map[string]any{"Name": name, "Error": p.err.Error()})
	default:
		s.list = &PuzzleList{Name: name, Puzzles: p.puzzles, Rules: rulesOf(p.rules), Errs: p.errs, Bad: p.bad}
		s.once.List = s.list
		s.say("status.file.listed", map[string]any{"Name": name, "Count": len(p.puzzles)})
	}
}

// ErrNoList is returned by Pick when no puzzle list is open.
var ErrNoList = errors.New("session: no puzzle list")

// Pick plays puzzle i of the list the last file opened, asking first when
// a game in progress would be lost. When the puzzle cannot be played the
// view's Refused says why, for the list to show.
func (s *Session) Pick(i int) {
	defer s.begin()()
	l := s.list
	if l == nil || i < 0 || i >= len(l.Puzzles) {
		s.once.Refused = &Message{Key: "status.error", Args: map[string]any{"Error": ErrNoList.Error()}}
		return
	}
	g, msg := s.listed(l, i)
	if g == nil {
		s.once.Refused = &msg
		return
	}
	s.askToPlay(g, Message{Key: "status.file.started-n", Args: map[string]any{
		"Name": l.Name, "N": i + 1, "Level": gameLevel(g),
	}})
}

// listed makes a game of puzzle i of l, as gameOf does; a puzzle RateList
// has rated already is not rated again: its game is made at the level
// found (a solve, which takes microseconds, where the rating can take a
// good part of a second), or it is refused for the reason found.
func (s *Session) listed(l *PuzzleList, i int) (*game.Game, Message) {
	p := l.puzzle(i)
	if i >= len(l.rated) || l.rated[i] == nil {
		return s.puzzleGame(p)
	}
	if r := l.rated[i]; !r.Refused.Empty() {
		return nil, r.Refused
	} else if g, err := game.New(p, r.Level, s.opts.Clock); err == nil {
		return g, Message{Key: "status.puzzle.started", Args: map[string]any{"Level": gameLevel(g)}}
	}
	return s.puzzleGame(p)
}

// puzzle returns puzzle i of the list with its rules.
func (l *PuzzleList) puzzle(i int) variant.Puzzle {
	p := variant.Puzzle{Givens: l.Puzzles[i].Grid}
	if l.Rules != nil {
		p.Rules = l.Rules[i]
	}
	return p
}

// rulesOf returns the rules of each of puzzles, nil for none.
func rulesOf(puzzles []variant.Puzzle) []geometry.Rules {
	if puzzles == nil {
		return nil
	}
	out := make([]geometry.Rules, len(puzzles))
	for i, p := range puzzles {
		out[i] = p.Rules
	}
	return out
}

// alert reports a problem in a dialog.
func (s *Session) alert(key string, args map[string]any) {
	s.once.Alert = &Message{Key: key, Args: args}
}

// refusal says why game.FromPuzzle refused a puzzle of variant v with
// err: the engine's own words when no key says it, which name the cage,
// cell or rule at fault, in words that name the variant ("This Killer
// puzzle cannot be played: ...").
func refusal(err error, v geometry.Variant) Message {
	var ce *solver.ConflictError
	switch {
	case errors.As(err, &ce):
		return Message{Key: "status.puzzle.conflict", Args: map[string]any{
			"A": ce.A.String(), "B": ce.B.String(), "Digit": ce.Digit, "Where": where(ce.Unit),
		}}
	case errors.Is(err, solver.ErrNoSolution):
		return Message{Key: "status.puzzle.none"}
	case errors.Is(err, solver.ErrMultipleSolutions):
		return Message{Key: "status.puzzle.several"}
	case errors.Is(err, game.ErrNothingToSolve):
		return Message{Key: "status.puzzle.full"}
	case errors.Is(err, solver.ErrNotProper):
		return Message{Key: "status.puzzle.killer-bad", Args: map[string]any{
			"Variant": variantTerm(v), "Error": strings.TrimPrefix(err.Error(), solver.ErrNotProper.Error()+": "),
		}}
	}
	return Message{Key: "status.error", Args: map[string]any{"Error": err.Error()}}
}

// PuzzleRating is what rating one puzzle of a list found: its level and
// score, as a game of it would be rated, or why it cannot be played.
type PuzzleRating struct {
	Variant geometry.Variant // the rules the puzzle plays
	Level   logic.Level
	Score   float64 // the logic engine's score: orders puzzles within a level
	// Refused, when not empty, says why the puzzle cannot be played; the
	// level and score are then zero.
	Refused Message
}

// rateBatch is how long the rating of a list gathers ratings before it
// hands them to the window: often enough to watch the list fill, seldom
// enough not to keep the window busy.
const rateBatch = 100 * time.Millisecond

// RateList rates the puzzles of l in the background, in order, with the
// logic engine that rates every game, and hands the ratings to rated on
// the window's goroutine, a batch at a time. The stop function returned
// ends the work after the puzzle being rated, and no rating is handed on
// after it; the window calls it when the list closes. Nothing of the
// session changes.
func (s *Session) RateList(l *PuzzleList, rated func(i int, r PuzzleRating)) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	puzzles := l.Puzzles
	type result struct {
		i int
		r PuzzleRating
	}
	hand := func(batch []result) {
		s.post(func() {
			if ctx.Err() != nil {
				return
			}
			if l.rated == nil {
				l.rated = make([]*PuzzleRating, len(puzzles))
			}
			for _, b := range batch {
				r := b.r
				l.rated[b.i] = &r
				rated(b.i, b.r)
			}
		})
	}
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		var batch []result
		last := time.Now()
		for i := range puzzles {
			if ctx.Err() != nil {
				return
			}
			batch = append(batch, result{i, ratePuzzle(l.puzzle(i))})
			if time.Since(last) >= rateBatch {
				hand(batch)
				batch, last = nil, time.Now()
			}
		}
		if len(batch) > 0 {
			hand(batch)
		}
	}()
	return cancel
}

// ratePuzzle rates a puzzle as a game of it would be rated, or says why
// it cannot be played.
func ratePuzzle(p variant.Puzzle) PuzzleRating {
	r, err := logic.RatePuzzle(p)
	if err == nil {
		return PuzzleRating{Variant: p.Variant(), Level: r.Level, Score: r.Score}
	}
	if _, gerr := game.FromPuzzle(p, game.Options{}); gerr != nil {
		err = gerr // its words name the cells that clash
	}
	if errors.Is(err, solver.ErrNoSolution) {
		return PuzzleRating{Refused: noSolution(p)}
	}
	return PuzzleRating{Refused: refusal(err, p.Variant())}
}

// gameOptions are the options every game of the session is made with.
func (s *Session) gameOptions() game.Options {
	return game.Options{Clock: s.opts.Clock}
}
