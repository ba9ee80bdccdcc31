package session

import (
	"time"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Mode says what the board edits.
type Mode uint8

// The modes of a session.
const (
	Playing  Mode = iota // a game: the givens are fixed, digits are entries
	Entering             // a puzzle of the player's own: digits are givens
)

// Mark flags a cell the player should look at again.
type Mark uint8

// The marks a cell can carry.
const (
	NoMark   Mark = iota
	Conflict      // the digit repeats in a peer under the rules: a house, a cage, a knight's or king's move
	Mistake       // the digit is not the solution's
	// Clashed is a given that an entry repeats, or, once the solution is
	// known (Check with mistakes shown), a right digit that a wrong entry
	// repeats: the clash shows on its cell, but the digit is not wrong,
	// and it is not marked.
	Clashed
)

// Cell is what the board shows in one cell.
type Cell struct {
	Digit uint8       // 0 for empty
	Given bool        // a given: drawn bold, never editable
	Notes game.Digits // pencil marks of an empty cell
	// Marks are the player's corner and centre marks (of an empty cell)
	// and colours (of any cell).
	Marks game.Marks
	// BadNotes are the notes that a digit shown in one of the cell's
	// peers under the rules rules out.
	BadNotes game.Digits
	Mark     Mark
	// Hint parts. Focus: the cell lies in the house (or is the cell) the
	// hint points at. Hinted: the cell belongs to the hint, its focus or,
	// in full, its pattern or what it changes. In full: Pattern are the
	// candidates the deduction stands on, Struck those it removes (drawn
	// even without such a note), Placed the digit it puts here, 0 for none.
	Focus   bool
	Hinted  bool
	Pattern game.Digits
	Struck  game.Digits
	Placed  uint8
	// In full, for a step over houses (fish, locked candidates): the cell
	// lies in a base house, where the digit is confined, or in a cover
	// house, which loses it elsewhere; Fin are pattern candidates outside
	// every cover house, the fins of a finned fish.
	Base, Cover bool
	Fin         game.Digits
	// Revealed: Answer put the digit there, not the player.
	Revealed bool
	// Wrong is the trainer's verdict on the player's answer in the cell,
	// after a Check found it wrong: the candidate removed that is the
	// cell's solution, or the digit placed that is not. Drawn apart from
	// the step's own eliminations, which are right.
	Wrong game.Digits
	// Filtered: an empty cell that passes a highlighting filter on (see
	// View.Filters), for the board to light.
	Filtered bool
	// Reach: the cell is a knight's move (under anti-knight) or a king's
	// move (under anti-king) from the one cell selected, and the player
	// asked to see them (View.ShowReach): it may not hold that cell's
	// digit.
	Reach bool
}

// Term is a message argument that is itself a translation key, such as
// "level.easy" or "unit.row": the window translates it before it fills
// the message in.
type Term string

// Message is a status line or alert: a translation key and its arguments.
// Arguments of type Term are keys themselves, and those of type Message
// messages worded in their turn. The zero Message says nothing.
type Message struct {
	Key  string
	Args map[string]any
}

// Empty reports whether m says nothing.
func (m Message) Empty() bool { return m.Key == "" }

// Actions says which actions the window offers now: every button, menu
// item and key of the pad, so that the window decides none of them.
type Actions struct {
	Undo, Redo, Hint, Check, Answer, Restart, New, Enter, Notes, Fill bool
	Digits                                                            bool // the palette's digit keys, as a whole
	Erase                                                             bool
	Start                                                             bool // entering: play the puzzle entered
	Cancel                                                            bool // entering: go back to the game
	// Cages is Killer mode's switch while a puzzle is entered (see
	// Session.ToggleCages).
	Cages bool
	// Marks are the mark modes (corner, centre, colour), the Shift and
	// Ctrl digits and the selection of many cells; Checkpoint sets a
	// checkpoint, Back goes back to the last one, Mistake undoes to the
	// last position without a wrong digit.
	Marks, Checkpoint, Back, Mistake bool
	// Pause is the pause button: it pauses a game being played and
	// resumes a paused one; nothing while entering, choosing a level,
	// making a puzzle, or once the game is over.
	Pause bool
	// Apply is the hint's Apply button: a hint with a step or a mistake
	// to act on is on show, on a board the player can see.
	Apply bool
	// Keys are the pad's keys one by one: Keys[d] for digit d, enabled
	// while the digits are and some of d are left to place, and Keys[0]
	// for Erase.
	Keys [sized.MaxN + 1]bool
	// WhyNot asks why not a digit in the selected cell (AskWhyNot): a
	// game on, not over, with a cell selected.
	WhyNot bool
	// Link copies the puzzle as a link (CopyLink): links hold 9x9 grids
	// only, so a game of another size has none.
	Link bool
}

// Question is something the window must ask before the session goes on:
// Key names it ("new", "restart", "replace", "answer"), and the window
// calls Reply with the player's choice.
type Question struct {
	Key string
	// Args fill its words: Level, for "new", names the level picked
	// (a Term, with the variant).
	Args map[string]any
}

// Won is the moment a game is solved.
type Won struct {
	Level   logic.Level
	Variant geometry.Variant // the rules played, which the card names: "Killer · Hard"
	Elapsed time.Duration
	NewBest bool // the fastest solve of this level without hints so far
	Streak  int  // solves of this level in a row, this one included
	Hints   int  // the hints taken: a game won with any sets no best time
}

// PuzzleList is a file of many puzzles for the player to pick one from
// with Pick.
type PuzzleList struct {
	Name    string
	Puzzles []solver.FilePuzzle
	// Rules are the rules of each puzzle of a file with Killers, Rules[i]
	// those of Puzzles[i] (a classic line among them has none); nil for
	// a file of classic puzzles only.
	Rules []geometry.Rules
	Errs  []error // the first lines that hold no puzzle
	Bad   int     // how many lines hold no puzzle
	// rated holds what RateList found of each puzzle so far, nil where
	// it has not come yet: Pick then plays a puzzle without rating it
	// again on the window's goroutine.
	rated []*PuzzleRating
}

// Hint is the hint on show and how much of it.
type Hint struct {
	logic.Hint
	Depth logic.Depth
	// Beats is how many beats the step tells link by link at the Full
	// depth (see logic.Step.Beats), 0 for a step told at once. Beat is
	// the one on show, 1 to Beats; 0 shows the whole step.
	Beats, Beat int
	// Back is the beat the player left for the whole step with
	// WholeStep, which WholeStep or PrevBeat goes back to (NextBeat to
	// the one after it); 0 when the whole step was not reached that way.
	// The window may say so.
	Back int
	// Marks are what the hint draws on the board besides its cells, and
	// Walk the controls of its walk beat by beat: both set in a view.
	Marks HintMarks
	Walk  WalkActions
	// beats are the step's beats, worked out once (see setBeats).
	beats []logic.Beat
}

// Work is the slow work under way in the background, each with its own
// "working" state.
type Work struct {
	Hint bool // a hint, or the steps of a "why not?" answer, is being worked out (see Session.Hint, Session.WhyNot)
	// Rating: a puzzle pasted, opened or entered is being rated
	// before it is played.
	Rating bool
	// Saving: a pause waits for the saves to reach the disk (see
	// Session.Pause).
	Saving bool
}

// View is everything the window draws, taken after a verb. It is a value:
// the session never changes a view it has handed out.
type View struct {
	Mode Mode
	// Shape is the size of the grid and its boxes: sized.Shape9 for a 9x9
	// game and while a puzzle is entered.
	Shape sized.Shape
	// Cells are the grid's, row by row: the first Shape.Cells() of them.
	Cells    [sized.MaxCells]Cell
	Selected solver.Cell // -1 for none
	// SameDigit is the digit in focus: the armed one, else the selected
	// cell's; 0 for none. The window may highlight its cells everywhere.
	SameDigit uint8
	Armed     uint8 // the digit picked on the palette for tapping cells, 0 for none
	Noting    bool  // notes mode
	// Marking is what digits make: 0 entries, game.MarkNote notes (as
	// Noting), game.MarkCorner, game.MarkCentre or game.MarkColour marks.
	Marking game.MarkKind
	// Selection is every selected cell, Selected among them; empty for
	// none.
	Selection game.CellSet
	// Checkpoints is how many checkpoints are set.
	Checkpoints int
	Left        [sized.MaxN + 1]int // how many of each digit 1 to N are left to place
	Level       logic.Level         // the game's level; 0 while entering
	// Variant is the game's variant; classic while entering. Cages are a
	// Killer game's cages, nil otherwise: the slice is shared, and
	// nothing changes it.
	Variant geometry.Variant
	Cages   []variant.Cage
	// Info is what the game's puzzle says about itself (an f-puzzles or
	// SudokuPad link's title, author and rules text), for the window to
	// show with the puzzle; zero while entering and for most puzzles.
	Info game.Info
	// Flags are the rules beyond the classic ones of the puzzle on the
	// board, the game's or, while entering, those ticked (see
	// Session.TickRules): the board draws the diagonals and windows, the
	// header names anti-knight and anti-king.
	Flags geometry.Flags
	// Regions are a jigsaw game's regions, which take the place of the
	// boxes: the board draws their borders thick and no box lines; nil
	// for the boxes (and while entering). The slice is shared, and
	// nothing changes it.
	Regions geometry.Regions
	// ShowReach: the player asked to see the cells a knight's or king's
	// move away (see Session.ShowReach); Cells[i].Reach marks them.
	ShowReach bool
	// Combos is the combinations line of the selected cell's cage, nil
	// when no cell of a cage with a sum is selected.
	Combos *CageLine
	// Caging: a puzzle is entered in Killer mode (see
	// Session.ToggleCages): the selection is the cage being formed, drawn
	// as the last of Cages with the sum typed so far. FaultCage is 1 + the
	// index in Cages of the cage Start found at fault, for the board to
	// outline in red (the status says why); 0 for none. PickedCage is 1 +
	// the index of the cage picked to be removed, its cells the
	// Selection; 0 for none.
	Caging                bool
	FaultCage, PickedCage int
	// NewVariant is the variant New plays: the last one chosen. Variants
	// are those New can play (see Variants), to offer before the level:
	// the slice is shared, and nothing changes it.
	NewVariant geometry.Variant
	Variants   []geometry.Variant
	// NewLevels are the levels New offers for NewVariant (see LevelsOf):
	// all five on 9x9, fewer on the small grids. The window offers these.
	NewLevels []logic.Level
	Elapsed   time.Duration
	Paused    bool // the board is covered and the clock stopped
	Over      bool // the game is won or given up
	Enabled   Actions
	Status    Message
	// StatusID numbers the status message; StatusExpires says the window
	// should hand the number to ExpireStatus after a few seconds.
	StatusID      uint64
	StatusExpires bool
	// Banner is a problem that stays until it is mended, such as saves
	// failing; the zero Message when there is none.
	Banner Message
	Hint   *Hint // the hint on show, nil for none
	// SizedHint is the hint on show on a grid of another size than 9x9,
	// nil for none: it has no beats, and the window words it with
	// SizedHint.Text.
	SizedHint *SizedHint
	// Working is the slow work under way off the window's goroutine
	// that the player waits for.
	Working Work
	// Making is the level of the puzzle being made in the background, 0
	// for none: the board is covered and takes no moves until it comes.
	Making logic.Level
	// Choosing: no level is picked yet (a first start); the board is
	// covered and the clock stopped until one is. Suggested is the level
	// to offer first: the last one played, else medium.
	Choosing  bool
	Suggested logic.Level

	// Question, Won, List, Alert and the fields after them are set only
	// in the view of the verb that raised them: the window acts on them
	// once.
	Question *Question
	Won      *Won
	List     *PuzzleList
	Alert    *Message // an error for a dialog, such as an unreadable file
	// Clipboard is text for the window to put on the clipboard (Copy),
	// "" for none.
	Clipboard string
	// Levels asks the window to offer the levels of a new game, under
	// the New button (ChooseLevel).
	Levels bool
	// KeyTaken says the key the verb was given has done its work (it
	// resumed a paused game): the window drops the character it types.
	KeyTaken bool
	// Refused says why the puzzle Pick was asked for cannot be played,
	// for the list to show; nil when it can.
	Refused *Message
	// Picker asks the window to open the number picker at the Selected
	// cell: a tap on a cell the player may fill, with Settings.Picker on
	// and no digit armed. Its digits are the pad's (PressDigit).
	Picker bool

	// SelectedCage is 1 + the index in Cages of the selected cell's cage
	// in a Killer game, for the board to outline solid in the
	// selection's colour; 0 for none, and while several cells are
	// selected.
	SelectedCage int
	// Sum adds up a selection of several cells, for the line under the
	// board where a cage's combinations show; nil for fewer.
	Sum *SelectionSum
	// Filters are the highlighting filters on; the cells that pass are
	// Filtered.
	Filters Filters
	// AskingWhy: the next digit asks why not that digit in the Selected
	// cell (see Session.AskWhyNot), and fills nothing.
	AskingWhy bool
	// Why is the answer on show to "why not this digit here?", nil for
	// none; a step's answer is the Hint too.
	Why *Why
	// Replay is the replay of the finished game on show (see
	// Session.Replay), nil for none: the Cells are its frame's.
	Replay *ReplayView
}

// CageLine is what the panel under the board says of a Killer cage: its
// sum, its size and the digit sets it may hold, in the order a player
// reads them, those its digits and notes rule out marked impossible, as
// "17 in 3: 1 7 9 · 2 6 9 · …".
type CageLine struct {
	// Anchor is the cage's first cell, where its sum is written.
	Anchor    solver.Cell
	Sum, Size int
	Combos    []CageCombo
}

// CageCombo is one digit set of a CageLine.
type CageCombo struct {
	Digits   []uint8 // in increasing order
	Possible bool
}
