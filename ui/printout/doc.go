// Package printout turns puzzles into files to print or share: a PNG of one
// puzzle and A4 PDFs of one to six puzzles a page, with their answers if
// asked. It draws with the standard library and golang.org/x/image only,
// and never imports Fyne, so the command-line tools can use it as well as
// the game.
//
// A [Page] is one puzzle: the givens, drawn bold and black, and for a game
// in progress the player's entries, drawn in blue, and pencil notes, drawn
// small in a 3x3 layout. [PNG] draws a page as a 900x900-pixel grid with its
// title above and footer below. [PDF] lays [Sheet]s out on A4 pages, one big
// puzzle or two, four or six with a caption each, or nine small ones;
// [Puzzles] paginates a list of puzzles into sheets, [Set] adds answer pages
// after them, nine solutions a page, and [SinglePDF] prints one game with
// its progress.
//
// A page holds a grid of any size played, 4x4 to 16x16, when its Shape is
// set: N x N cells with thick lines around boxes of the shape (2 rows by 3
// columns on a 6x6) or between jigsaw regions, the digits 10 to 16 written
// "10" to "16" or, with Letters, "A" to "G", and the notes in a small grid
// shaped like a box. A 12x12 or 16x16 grid makes a larger PNG (PNGSize),
// whose cells leave room for their notes. The 9x9 fields and drawing are
// those of before, to the byte.
//
// # Why the PDF is written by hand
//
// A Sudoku printout needs two things from PDF: straight lines and short
// strings in a standard font. Both are a handful of content-stream operators
// (m, l, re and S for the grid; BT, Tf, Td and Tj for the digits), and the
// standard fonts Helvetica and Helvetica-Bold need no embedding, only their
// widths for centring, which are public metrics kept in a small table. The
// file around them (objects, a cross-reference table of byte offsets, the
// trailer) is some fifty lines. So the writer here is about 200 lines where
// a PDF library would bring fonts, images, compression and a dependency tree
// this package would never use, and it keeps the output small (a page is a
// few kilobytes) and easy to check byte by byte in the tests.
//
// The cost is text: the standard fonts only cover WinAnsiEncoding (Latin-1
// and a few typographic extras such as the dashes and curly quotes), so
// other characters, CJK titles for instance, print as '?'. Viewers that
// lack Helvetica substitute a metric-compatible font (Arial, Nimbus Sans),
// so the digits stay centred. The PNG uses the Go fonts, which cover Latin,
// Greek and Cyrillic; characters they lack also become '?'.
package printout
