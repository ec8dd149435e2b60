// The a1h8 explorer. Every set it shows is read from the tables that
// `a1h8 emit --lang json` wrote (window.A1H8_TABLES) and from
// `a1h8 emit --lang json --explorer` (window.A1H8_EXPLORER); nothing is
// computed here that those tables hold. Sets are BigInt, bit i = square i
// (a1 = 0, h8 = 63). The tablebase view reads the endings `a1h8 site`
// generated (window.A1H8_TABLEBASE). The view lives in the URL's hash.
"use strict";

(function () {
  const T = window.A1H8_TABLES;
  const X = window.A1H8_EXPLORER;
  const TB = window.A1H8_TABLEBASE;
  const MASK64 = (1n << 64n) - 1n;
  const DIRECTIONS = X.directions; // north, north-east, ... north-west
  const PIECE_CHARS = { K: "\u2654", Q: "\u2655", R: "\u2656", B: "\u2657", N: "\u2658", P: "\u2659",
    k: "\u265a", q: "\u265b", r: "\u265c", b: "\u265d", n: "\u265e", p: "\u265f" };
  const DEFAULT_FEN = "k7/8/NK2B3/8/8/8/8/8 w - - 0 1";

  const $ = (id) => document.getElementById(id);
  const fileChar = (f) => String.fromCharCode(97 + f);
  const squareName = (files, index) => fileChar(index % files) + String(Math.floor(index / files) + 1);
  const name8 = (index) => squareName(8, index);
  const hex64 = (v) => "0x" + v.toString(16).padStart(16, "0");

  /** The index of a square name on a board of `files` files, or -1. */
  function parseSquare(name, files, ranks) {
    const m = /^([a-p])([0-9]{1,2})$/.exec(name || "");
    if (!m) return -1;
    const f = m[1].charCodeAt(0) - 97, r = Number(m[2]) - 1;
    if (f >= files || r < 0 || r >= ranks) return -1;
    return r * files + f;
  }

  function squaresOf(set) {
    const out = [];
    for (let i = 0; i < 64; i++) if ((set >> BigInt(i)) & 1n) out.push(i);
    return out;
  }

  // ---- The state and the URL hash ----

  const state = {
    mode: "board",
    // board
    square: -1, second: -1, show: "lines", pair: "between",
    // slider
    piece: "rook", sliderSquare: 27, occupied: 0n, moveMode: false,
    // symmetry
    fen: DEFAULT_FEN,
    // sizes
    files: 8, ranks: 8, value: "diagonal", sizeSquare: -1, line: "diagonal",
    // tablebase: the position typed or picked, the moves played from it
    // (UCI), the piece chosen, the square several pieces can go to, and
    // whether the page answers each move
    tbFen: "", tbMoves: [], tbFrom: -1, tbTo: -1, tbAuto: true,
  };

  function readHash() {
    const params = new URLSearchParams(location.hash.replace(/^#/, ""));
    const mode = params.get("mode");
    state.mode = ["board", "slider", "symmetry", "sizes", "tablebase"].includes(mode) ? mode : "board";
    if (state.mode === "board") {
      state.square = parseSquare(params.get("square"), 8, 8);
      state.second = state.square < 0 ? -1 : parseSquare(params.get("second"), 8, 8);
      if (state.second === state.square) state.second = -1;
      const show = params.get("show");
      state.show = optionValues("board-show").includes(show) ? show : "lines";
      const pair = params.get("pair");
      state.pair = pair === "line" ? "line" : "between";
    } else if (state.mode === "slider") {
      const piece = params.get("piece");
      state.piece = ["rook", "bishop", "queen"].includes(piece) ? piece : "rook";
      const sq = parseSquare(params.get("square"), 8, 8);
      state.sliderSquare = sq < 0 ? 27 : sq;
      state.occupied = parseOccupied(params.get("occupied") || "0") ?? 0n;
    } else if (state.mode === "symmetry") {
      state.fen = params.get("fen") || DEFAULT_FEN;
    } else if (state.mode === "tablebase") {
      state.tbFen = params.get("fen") || TB.endings[0].start;
      state.tbMoves = (params.get("moves") || "").split(",").filter((m) => m !== "");
      state.tbAuto = params.get("reply") !== "button";
      const [files, ranks] = tbBoardOfFen(state.tbFen);
      state.tbFrom = parseSquare(params.get("from"), files, ranks);
      state.tbTo = state.tbFrom >= 0 ? -1 : parseSquare(params.get("to"), files, ranks);
      tbNormalize();
    } else {
      const side = (v) => { const n = Number(v); return Number.isInteger(n) && n >= 1 && n <= X.max_side ? n : 8; };
      state.files = side(params.get("files"));
      state.ranks = side(params.get("ranks"));
      const value = params.get("value");
      state.value = optionValues("sizes-value").includes(value) ? value : "diagonal";
      state.line = params.get("line") === "anti-diagonal" ? "anti-diagonal" : "diagonal";
      state.sizeSquare = parseSquare(params.get("square"), state.files, state.ranks);
    }
  }

  function writeHash() {
    const p = new URLSearchParams();
    p.set("mode", state.mode);
    if (state.mode === "board") {
      if (state.square >= 0) p.set("square", name8(state.square));
      if (state.second >= 0) p.set("second", name8(state.second));
      p.set("show", state.show);
      p.set("pair", state.pair);
    } else if (state.mode === "slider") {
      p.set("piece", state.piece);
      p.set("square", name8(state.sliderSquare));
      p.set("occupied", hex64(state.occupied));
    } else if (state.mode === "symmetry") {
      p.set("fen", state.fen);
    } else if (state.mode === "tablebase") {
      p.set("fen", state.tbFen);
      if (state.tbMoves.length) p.set("moves", state.tbMoves.join(","));
      const [files] = tbBoardOfFen(state.tbFen);
      if (state.tbFrom >= 0) p.set("from", squareName(files, state.tbFrom));
      if (state.tbTo >= 0) p.set("to", squareName(files, state.tbTo));
      p.set("reply", state.tbAuto ? "auto" : "button");
    } else {
      p.set("files", String(state.files));
      p.set("ranks", String(state.ranks));
      p.set("value", state.value);
      p.set("line", state.line);
      if (state.sizeSquare >= 0) p.set("square", squareName(state.files, state.sizeSquare));
    }
    const hash = "#" + p.toString();
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  function optionValues(id) {
    return Array.from($(id).options).map((o) => o.value);
  }

  /** A set typed as 0x hex, decimal, or squares with commas; null if bad. */
  function parseOccupied(text) {
    text = text.trim();
    if (text === "") return 0n;
    if (/^(0x[0-9a-fA-F]{1,16}|[0-9]+)$/.test(text)) {
      const v = BigInt(text);
      return v <= MASK64 ? v : null;
    }
    let set = 0n;
    for (const part of text.split(",")) {
      const sq = parseSquare(part.trim(), 8, 8);
      if (sq < 0) return null;
      set |= 1n << BigInt(sq);
    }
    return set;
  }

  // ---- Drawing a board ----

  /**
   * Draws a `files` x `ranks` board, top rank first. `cell(i)` gives each
   * square's attributes: {on, text, attrs}.
   */
  function drawBoard(files, ranks, cell) {
    const board = $("board");
    const focused = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.square : undefined;
    board.textContent = "";
    // The squares' size follows the window (style.css): --n squares a side.
    board.style.setProperty("--n", String(Math.max(files, ranks)));
    board.style.gridTemplateColumns = `1.4em repeat(${files}, auto)`;
    board.dataset.files = String(files);
    board.dataset.ranks = String(ranks);
    for (let r = ranks - 1; r >= 0; r--) {
      const label = document.createElement("div");
      label.className = "coord";
      label.textContent = String(r + 1);
      board.appendChild(label);
      for (let f = 0; f < files; f++) {
        const index = r * files + f;
        const name = squareName(files, index);
        const c = cell(index);
        const b = document.createElement("button");
        b.type = "button";
        b.className = "sq " + ((f + r) % 2 === 0 ? "dark" : "light");
        b.dataset.square = name;
        b.dataset.index = String(index);
        // The name is the label; what stands on the square is its description.
        b.setAttribute("aria-label", name);
        if (c.label) b.title = c.label;
        if (c.on) b.dataset.on = "true";
        for (const [k, v] of Object.entries(c.attrs || {})) if (v !== undefined && v !== false) b.setAttribute(k, String(v));
        if (c.text !== undefined) b.textContent = c.text;
        if (c.badge !== undefined) {
          const badge = document.createElement("span");
          badge.className = c.badgeClass || "val";
          badge.textContent = c.badge;
          b.appendChild(badge);
        }
        b.addEventListener("click", () => onSquare(index));
        board.appendChild(b);
      }
    }
    board.appendChild(document.createElement("div"));
    for (let f = 0; f < files; f++) {
      const label = document.createElement("div");
      label.className = "coord";
      label.textContent = fileChar(f);
      board.appendChild(label);
    }
    if (focused !== undefined) {
      const again = board.querySelector(`[data-square="${focused}"]`);
      if (again) again.focus();
    }
  }

  // Arrow keys move the focus from square to square.
  $("board").addEventListener("keydown", (event) => {
    const target = event.target;
    if (!target.dataset || target.dataset.index === undefined) return;
    const files = Number($("board").dataset.files), ranks = Number($("board").dataset.ranks);
    const index = Number(target.dataset.index);
    let f = index % files, r = Math.floor(index / files);
    const step = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[event.key];
    if (!step) return;
    f += step[0]; r += step[1];
    if (f < 0 || f >= files || r < 0 || r >= ranks) return;
    event.preventDefault();
    const next = $("board").querySelector(`[data-index="${r * files + f}"]`);
    if (next) next.focus();
  });

  function table(rows, head) {
    let html = "<table>";
    if (head) html += "<tr>" + head.map((h) => `<th>${h}</th>`).join("") + "</tr>";
    for (const row of rows) html += "<tr>" + row.map((c) => `<td>${c}</td>`).join("") + "</tr>";
    return html + "</table>";
  }

  const names = (set) => squaresOf(set).map(name8).join(" ") || "(none)";

  // ---- Board mode ----

  function board8() { return X.boards[(8 - 1) * X.max_side + 8 - 1]; }

  function lineSets(sq) {
    const f = sq % 8, r = Math.floor(sq / 8);
    return {
      file: BigInt(T.file[f]),
      rank: BigInt(T.rank[r]),
      diagonal: BigInt(T.diagonal[7 + r - f]),
      "anti-diagonal": BigInt(T.anti_diagonal[r + f]),
    };
  }

  function boardShown() {
    const a = state.square, b = state.second;
    if (a < 0) return 0n;
    if (b >= 0) return BigInt(state.pair === "line" ? T.line[a][b] : T.between[a][b]);
    const lines = lineSets(a);
    if (state.show === "lines") return lines.file | lines.rank | lines.diagonal | lines["anti-diagonal"];
    if (state.show === "rays") return T.ray.reduce((acc, rays) => acc | BigInt(rays[a]), 0n);
    if (state.show.startsWith("ray-")) return BigInt(T.ray[DIRECTIONS.indexOf(state.show.slice(4))][a]);
    return lines[state.show];
  }

  function renderBoard() {
    const a = state.square, b = state.second;
    const shown = boardShown();
    const lineSet = a >= 0 && b >= 0 ? BigInt(T.line[a][b]) : 0n;
    drawBoard(8, 8, (i) => ({
      on: (shown >> BigInt(i)) & 1n,
      attrs: {
        "data-selected": i === a || i === b ? "true" : undefined,
        "data-line": (lineSet >> BigInt(i)) & 1n ? "true" : undefined,
      },
    }));
    const info = $("info");
    if (a < 0) {
      info.innerHTML = "<p>Click a square (or focus it and press Enter).</p>";
      return;
    }
    const f = a % 8, r = Math.floor(a / 8);
    const num = Object.fromEntries(X.line_numbers.map((t) => [t.name, t.by_square[a]]));
    const geo = board8();
    let html = `<h2>${name8(a)}: square ${a}</h2>`;
    html += table([
      ["file", `${fileChar(f)} (index ${f})`],
      ["rank", `${r + 1} (index ${r})`],
      ["diagonal", `rank - file = <b>${num["rank-minus-file"]}</b>; the Diagonals page's other numberings: 7 + rank - file = ${num["seven-plus-rank-minus-file"]}, (rank - file) &amp; 15 = ${num["rank-minus-file-and-15"]}`],
      ["anti-diagonal", `rank + file = <b>${num["rank-plus-file"]}</b>; the Anti-Diagonals page's other numbering: (rank + file) ^ 7 = ${num["rank-plus-file-xor-7"]}`],
    ]);
    const rayRows = DIRECTIONS.map((d, k) => [d, String(geo.moves[k][a]), names(BigInt(T.ray[k][a]))]);
    html += table(rayRows, ["direction", "moves to the edge", "ray"]);
    html += `<p>Green: the set shown${b >= 0 ? ` (${state.pair})` : ""}; red frame: the squares clicked${b >= 0 ? "; green frame: the rest of the line" : ""}.</p>`;
    if (b >= 0) {
      const line = BigInt(T.line[a][b]);
      html += `<h2>${name8(a)} and ${name8(b)}</h2>`;
      if (line === 0n) {
        html += `<p class="warn" id="pair-verdict">${name8(a)} and ${name8(b)} are not on one line: between and line are empty.</p>`;
      } else {
        html += `<p id="pair-verdict">on one line.</p>`;
        html += table([
          ["between", names(BigInt(T.between[a][b])), hex64(BigInt(T.between[a][b]))],
          ["line", names(line), hex64(line)],
        ]);
      }
    } else {
      html += `<p>Shown: ${state.show}, ${hex64(shown)}. Click a second square for between and line.</p>`;
    }
    info.innerHTML = html;
  }

  // ---- Slider mode ----

  /** The lookup of `slider` ("rook" or "bishop") on `sq`, step by step. */
  function magicLookup(slider, sq, occupied) {
    const P = slider.toUpperCase();
    const mask = BigInt(T[slider + "_mask"][sq]);
    const magic = BigInt(T[slider + "_magic"][sq]);
    const shift = BigInt(T[slider + "_shift"][sq]);
    const offset = T[slider + "_offset"][sq];
    const relevant = occupied & mask;
    const product = (relevant * magic) & MASK64;
    const index = Number(product >> shift);
    const entry = offset + index;
    const attacks = BigInt(T[slider + "_attacks"][entry]);
    return { P, mask, magic, shift, offset, relevant, product, index, entry, attacks };
  }

  /** The 64 bits of `value`, the top `count` of them in bold. */
  function topBits(value, count) {
    const bits = value.toString(2).padStart(64, "0");
    return `<code class="bits"><b>${bits.slice(0, count)}</b>${bits.slice(count)}</code>`;
  }

  function sliderParts() {
    return state.piece === "queen" ? ["rook", "bishop"] : [state.piece];
  }

  function sliderAttacks() {
    return sliderParts().reduce((acc, s) => acc | magicLookup(s, state.sliderSquare, state.occupied).attacks, 0n);
  }

  function renderSlider() {
    const sq = state.sliderSquare;
    const lookups = sliderParts().map((s) => [s, magicLookup(s, sq, state.occupied)]);
    const attacks = lookups.reduce((acc, [, l]) => acc | l.attacks, 0n);
    const mask = lookups.reduce((acc, [, l]) => acc | l.mask, 0n);
    const glyph = { rook: "\u2656", bishop: "\u2657", queen: "\u2655" }[state.piece];
    drawBoard(8, 8, (i) => {
      const bit = 1n << BigInt(i);
      return {
        on: attacks & bit,
        text: i === sq ? glyph : undefined,
        label: i === sq ? state.piece : (state.occupied & bit ? "blocker" : undefined),
        attrs: {
          "data-occupied": state.occupied & bit ? "true" : undefined,
          "data-mask": mask & bit ? "true" : undefined,
          "data-piece": i === sq ? state.piece : undefined,
        },
      };
    });
    $("slider-piece").value = state.piece;
    $("slider-square").value = String(sq);
    if (document.activeElement !== $("slider-occupied")) $("slider-occupied").value = hex64(state.occupied);
    let html = `<h2>${state.piece} on ${name8(sq)}: ${squaresOf(attacks).length} squares attacked</h2>`;
    html += `<p>attacks <code id="slider-attacks">${hex64(attacks)}</code>: ${names(attacks)}</p>`;
    for (const [slider, l] of lookups) {
      html += `<h3>The ${slider}'s magic lookup, step by step</h3>`;
      html += table([
        ["1. occupied", `<code>${hex64(state.occupied)}</code>`, "the blockers on the board"],
        [`2. &amp; ${slider}_mask[${name8(sq)}]`, `<code>${hex64(l.mask)}</code> &rarr; <code>${hex64(l.relevant)}</code>`,
          `only the squares whose occupancy matters (outlined): ${squaresOf(l.mask).length} of them; the edges never block anything beyond`],
        [`3. &times; ${slider}_magic[${name8(sq)}]`, `<code>${hex64(l.magic)}</code> &rarr; <code>${hex64(l.product)}</code>`,
          "multiplied, keeping the low 64 bits (BigInt, then &amp; 2<sup>64</sup> - 1): the magic number gathers the relevant bits into the top bits"],
        [`4. &gt;&gt; ${slider}_shift[${name8(sq)}]`, `<code>${l.shift}</code> &rarr; index <code>${l.index}</code>`,
          `the top ${64n - l.shift} bits are the index, 0 to ${(1 << Number(64n - l.shift)) - 1}:<br>${topBits(l.product, Number(64n - l.shift))}`],
        [`5. + ${slider}_offset[${name8(sq)}]`, `<code>${l.offset}</code> &rarr; entry <code>${l.entry}</code>`,
          "where this square's part of the attack table starts"],
        [`6. ${slider}_attacks[${l.entry}]`, `<code>${hex64(l.attacks)}</code>`, names(l.attacks)],
      ], ["step", "value", "why"]);
    }
    $("info").innerHTML = html;
  }

  // ---- Symmetry mode ----

  /**
   * A FEN read into {board: [64] of letters or "", turn, castling, ep, clocks},
   * by the rules of a1h8's FEN reader (Position::from_fen), in its order and
   * its words: a bad FEN throws the Error whose message `a1h8 show FEN`
   * prints after "a1h8: " (site-tests check a list of bad FENs against it).
   */
  function parseFen(fen) {
    const debug = (c) => "'" + (c === "'" || c === "\\" ? "\\" + c : c) + "'";
    const fail = (field, message) => {
      const names = ["placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"];
      throw new Error(field ? `field ${field} (${names[field - 1]}): ${message}` : message);
    };
    const nonAscii = /[^\x00-\x7f]/.exec(fen);
    if (nonAscii) fail(0, `non-ASCII byte at column ${nonAscii.index + 1}`);
    // Fields split on ASCII white space, each with the column of its first byte.
    const fields = [];
    for (const m of fen.matchAll(/[^ \t\n\f\r]+/g)) fields.push({ text: m[0], column: m.index + 1 });
    if (fields.length === 0) fail(0, "empty FEN");
    if (fields.length !== 4 && fields.length !== 6) {
      fail(0, `${fields.length} fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4`);
    }
    // 1. The placement.
    const rows = fields[0].text.split("/");
    if (rows.length !== 8) fail(1, `${rows.length} ranks, expected 8 separated by /`);
    const board = new Array(64).fill("");
    let start = fields[0].column;
    rows.forEach((row, k) => {
      const rank = 8 - k;
      let file = 0, afterDigit = false;
      const tooLong = (squares) => fail(1, `rank ${rank} at column ${start} describes ${squares} squares, expected 8`);
      for (let i = 0; i < row.length; i++) {
        const c = row[i];
        if (c >= "1" && c <= "8") {
          if (afterDigit) fail(1, `two digits in a row at column ${start + i}: one digit counts the empty squares up to the next piece`);
          afterDigit = true;
          file += Number(c);
          if (file > 8) tooLong(file);
        } else {
          afterDigit = false;
          if (!"KQRBNPkqrbnp".includes(c)) {
            fail(1, `unknown piece letter ${debug(c)} at column ${start + i}: expected a piece letter of the game (KQRBNP kqrbnp in chess), a count of empty squares, or /`);
          }
          if (file >= 8) tooLong(file + 1);
          board[(rank - 1) * 8 + file] = c;
          file += 1;
        }
      }
      if (file !== 8) tooLong(file);
      start += row.length + 1;
    });
    // 2. The side to move.
    const turn = fields[1].text;
    if (turn !== "w" && turn !== "b") fail(2, `expected w or b at column ${fields[1].column}`);
    // 3. The castling rights: [colour, side, rook's file], in K Q k q order.
    const rights = [];
    const castling = fields[2].text;
    if (castling !== "-") {
      let next = 0;
      for (let i = 0; i < castling.length; i++) {
        const c = castling[i], column = fields[2].column + i;
        let color;
        if (/[KQA-H]/.test(c)) color = "white";
        else if (/[kqa-h]/.test(c)) color = "black";
        else fail(3, `unexpected ${debug(c)} at column ${column}: expected - or letters of KQkq or rook files of the board (A-H, a-h in chess), one per right`);
        const back = color === "white" ? 0 : 7;
        const kings = board.map((x, j) => (x === (color === "white" ? "K" : "k") ? j : -1)).filter((j) => j >= 0);
        const king = kings.length === 1 && Math.floor(kings[0] / 8) === back ? kings[0] % 8 : 4;
        const rookFiles = [];
        for (let f = 0; f < 8; f++) if (board[back * 8 + f] === (color === "white" ? "R" : "r")) rookFiles.push(f);
        let side, file;
        if (c.toUpperCase() === "K") {
          const outer = rookFiles.filter((f) => f > king);
          side = 0; file = outer.length ? Math.max(...outer) : 7;
        } else if (c.toUpperCase() === "Q") {
          const outer = rookFiles.filter((f) => f < king);
          side = 1; file = outer.length ? Math.min(...outer) : 0;
        } else {
          file = c.toUpperCase().charCodeAt(0) - 65;
          side = file > king ? 0 : 1;
        }
        const order = 2 * (color === "white" ? 0 : 1) + side;
        if (order < next) {
          fail(3, `${debug(c)} at column ${column} is out of order or repeated: castling rights come as KQkq, white before black, king side before queen side (file letters too)`);
        }
        next = order + 1;
        rights.push([color, side, file]);
      }
    }
    // 4. The en passant square.
    let ep = -1;
    const epText = fields[3].text;
    if (epText !== "-") {
      const why = squareNameError(epText, 8, 8);
      if (why) fail(4, `expected - or a square at column ${fields[3].column}, but the field is not a square of the board (${why})`);
      ep = parseSquare(epText, 8, 8);
    }
    // 5 and 6. The clocks.
    let clocks = ["0", "1"];
    if (fields.length === 6) {
      [4, 5].forEach((k) => {
        const { text, column } = fields[k];
        if (!/^[0-9]+$/.test(text)) fail(k + 1, `expected a number at column ${column}`);
        if (BigInt(text) > 4294967295n) fail(k + 1, `out of range at column ${column}: at most 4294967295`);
      });
      clocks = [String(BigInt(fields[4].text)), String(BigInt(fields[5].text))];
    }
    // The position's rules.
    if (clocks[1] === "0") fail(6, "0, but moves are counted from 1");
    for (const [color, own] of [["white", (c) => c !== "" && c === c.toUpperCase()], ["black", (c) => c !== "" && c === c.toLowerCase()]]) {
      const k = color === "white" ? "K" : "k", pawn = color === "white" ? "P" : "p";
      const kings = board.filter((c) => c === k).length;
      if (kings === 0) fail(1, `no ${color} king`);
      if (kings > 1) fail(1, `${kings} ${color} kings, but a side has exactly one`);
      const pawns = board.filter((c) => c === pawn).length;
      if (pawns > 8) fail(1, `${pawns} ${color} pawns, but a side has at most 8`);
      const pieces = board.filter(own).length;
      if (pieces > 16) fail(1, `${pieces} ${color} pieces, but a side has at most 16`);
    }
    const backPawn = board.findIndex((c, i) => (c === "P" || c === "p") && (i < 8 || i >= 56));
    if (backPawn >= 0) {
      const color = board[backPawn] === "P" ? "white" : "black";
      fail(1, `a ${color} pawn on ${name8(backPawn)}, but ${color} pawns never stand on their first rank nor on a rank where they promote`);
    }
    for (const color of ["white", "black"]) {
      for (const side of [0, 1]) {
        const right = rights.find(([c, s]) => c === color && s === side);
        if (!right) continue;
        const back = color === "white" ? 0 : 7, sideName = side === 0 ? "king side" : "queen side";
        const king = board.indexOf(color === "white" ? "K" : "k");
        const rook = back * 8 + right[2];
        if (Math.floor(king / 8) !== back) fail(3, `${color} ${sideName} castling right, but the ${color} king is not on rank ${back + 1}`);
        if (board[rook] !== (color === "white" ? "R" : "r")) fail(3, `${color} ${sideName} castling right, but no ${color} rook on ${name8(rook)}`);
        if ((right[2] > king % 8) !== (side === 0)) {
          fail(3, `${color} ${sideName} castling right, but its rook on ${name8(rook)} is on the other side of the king`);
        }
      }
    }
    const white = turn === "w";
    const waiting = white ? "black" : "white";
    // The pawn that has just passed `ep`, and the square it came from.
    const step = white ? -8 : 8;
    if (ep >= 0) {
      if (Math.floor(ep / 8) !== (white ? 5 : 2)) {
        fail(4, `${name8(ep)} cannot be an en passant square with ${white ? "white" : "black"} to move: it would be on rank ${white ? 6 : 3}`);
      }
      const pawn = ep + step, origin = ep - step;
      if (board[pawn] !== (white ? "p" : "P")) fail(4, `${name8(ep)} needs a pawn that has just passed it, on ${name8(pawn)}, but there is none`);
      for (const occupied of [ep, origin]) {
        if (board[occupied] !== "") fail(4, `${name8(ep)} needs the squares a pawn has just passed empty, but ${name8(occupied)} is occupied`);
      }
    }
    const waitingKing = board.indexOf(white ? "k" : "K");
    if (attackersOf(board, waitingKing, !white).length) {
      fail(0, `the ${waiting} king on ${name8(waitingKing)} is in check, but it is ${white ? "white" : "black"}'s move`);
    }
    // The check the side to move is in: one a legal last move could give.
    const king = board.indexOf(white ? "K" : "k");
    const checkers = attackersOf(board, king, white).sort((a, b) => a - b);
    if (checkers.length > 2) {
      fail(0, `the king on ${name8(king)} is in check from ${checkers.length} pieces, but no move gives more than two checks`);
    }
    if (checkers.length === 2 && (BigInt(T.line[checkers[0]][checkers[1]]) >> BigInt(king)) & 1n) {
      fail(0, `the king on ${name8(king)} is in check from ${name8(checkers[0])} and ${name8(checkers[1])} on one line through it, which no single move could have uncovered`);
    }
    if (ep >= 0 && checkers.length) {
      const pawn = ep + step, origin = ep - step;
      const discovered = (BigInt(T.between[checkers[0]][king]) >> BigInt(origin)) & 1n;
      if (checkers.length > 1 || (checkers[0] !== pawn && !discovered)) {
        const checker = checkers.find((c) => c !== pawn) ?? checkers[0];
        fail(4, `${name8(ep)} says the last move was a pawn's double step, but that move could not have given the check from ${name8(checker)}`);
      }
    }
    // As a1h8 reads FEN: a square no legal capture can use is dropped.
    const usable = canTakeEnPassant(board, turn, ep) ? ep : -1;
    return { board, turn, castling, ep: usable, clocks };
  }

  /**
   * Why `text` is not the name of a square of a board of `files` x `ranks`,
   * in the words of a1h8's square parser for any board, or null.
   */
  function squareNameError(text, files, ranks) {
    const chars = Array.from(text);
    const debug = (c) => "'" + (c === "'" || c === "\\" ? "\\" + c : c) + "'";
    if (chars.length === 0) return "empty square name: expected a name like j10";
    if (!/^[a-p]$/.test(chars[0])) return `invalid file ${debug(chars[0])} at column 1: expected a letter from a to p`;
    const file = chars[0].charCodeAt(0) - 97;
    if (file >= files) return `file ${debug(chars[0])} at column 1 is off the board: it has ${files} files`;
    if (chars.length < 2) return "missing rank at column 2: expected a number from 1";
    let rank = 0;
    for (let i = 1; i < chars.length; i++) {
      const c = chars[i];
      if (!/^[0-9]$/.test(c) || (i === 1 && c === "0") || i > 2) {
        return `invalid rank character ${debug(c)} at column ${i + 1}: expected a number from 1 to 16`;
      }
      rank = 10 * rank + Number(c);
    }
    if (rank > ranks) return `rank ${rank} is off the board: it has ${ranks} ranks`;
    return null;
  }

  /**
   * Whether a pawn of the side to move (`turn`, "w" or "b") can legally take
   * en passant on the square `ep` (-1 for none): it stands beside the pawn
   * that has just passed `ep`, and after the capture its king is not
   * attacked. a1h8 keeps an en passant square only then.
   */
  function canTakeEnPassant(board, turn, ep) {
    if (ep < 0) return false;
    const white = turn === "w";
    const pawn = white ? "P" : "p";
    const file = ep % 8;
    // The rank of the pawn that passed `ep`, where the takers stand.
    const rank = Math.floor(ep / 8) + (white ? -1 : 1);
    if (rank < 0 || rank > 7) return false;
    return [file - 1, file + 1].some((f) => {
      if (f < 0 || f > 7 || board[rank * 8 + f] !== pawn) return false;
      const after = board.slice();
      after[rank * 8 + f] = "";
      after[rank * 8 + file] = "";
      after[ep] = pawn;
      const king = after.indexOf(white ? "K" : "k");
      return king >= 0 && !attackedByOther(after, king, white);
    });
  }

  /** Whether a piece of the side other than White (`white`) or Black attacks `square`. */
  function attackedByOther(board, square, white) {
    return attackersOf(board, square, white).length > 0;
  }

  /** The squares of the pieces of the side other than White (`white`) or Black that attack `square`. */
  function attackersOf(board, square, white) {
    const kf = square % 8, kr = Math.floor(square / 8);
    const at = (f, r) => (f >= 0 && f < 8 && r >= 0 && r < 8 ? board[r * 8 + f] : null);
    // An enemy piece of one of the kinds `letters` (lower case).
    const enemy = (c, letters) => !!c && (c === c.toUpperCase()) !== white && letters.includes(c.toLowerCase());
    const knight = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
    const around = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
    const found = [];
    const add = (f, r, letters) => { if (enemy(at(f, r), letters)) found.push(r * 8 + f); };
    knight.forEach(([df, dr]) => add(kf + df, kr + dr, "n"));
    around.forEach(([df, dr]) => add(kf + df, kr + dr, "k"));
    const forward = white ? 1 : -1;
    [-1, 1].forEach((df) => add(kf + df, kr + forward, "p"));
    around.forEach(([df, dr]) => {
      const kinds = df === 0 || dr === 0 ? "rq" : "bq";
      for (let f = kf + df, r = kr + dr; at(f, r) !== null; f += df, r += dr) {
        if (at(f, r) !== "") { add(f, r, kinds); break; }
      }
    });
    return found;
  }

  function placement(board) {
    const rows = [];
    for (let r = 7; r >= 0; r--) {
      let row = "", empty = 0;
      for (let f = 0; f < 8; f++) {
        const c = board[r * 8 + f];
        if (c === "") { empty++; continue; }
        if (empty) { row += empty; empty = 0; }
        row += c;
      }
      if (empty) row += empty;
      rows.push(row);
    }
    return rows.join("/");
  }

  const toFen = (p) => [placement(p.board), p.turn, p.castling, p.ep < 0 ? "-" : name8(p.ep), ...p.clocks].join(" ");

  /** The image of `p` under symmetry `k` (index in X.symmetries), or an error why it does not apply. */
  function transform(p, k) {
    const sym = X.symmetries[k];
    if (sym.name !== "identity" && p.castling !== "-") throw new Error(`${sym.name} needs a position without castling rights`);
    const keepsPawns = ["identity", "mirror-horizontal"].includes(sym.name);
    if (!keepsPawns && (p.board.includes("P") || p.board.includes("p"))) {
      throw new Error(`${sym.name} does not apply to a position with pawns: only mirror-horizontal keeps their meaning`);
    }
    const board = new Array(64).fill("");
    p.board.forEach((c, i) => { board[sym.map[i]] = c; });
    return { board, turn: p.turn, castling: p.castling, ep: p.ep < 0 ? -1 : sym.map[p.ep], clocks: p.clocks };
  }

  /** The canonical form as a1h8::canonical picks it: {position, symmetry, rule}. */
  function canonical(p) {
    const hasPawns = p.board.includes("P") || p.board.includes("p");
    const rule = p.castling !== "-" ? "identity" : hasPawns ? "mirror-horizontal" : "all";
    const allowed = rule === "identity" ? ["identity"] : rule === "mirror-horizontal" ? ["identity", "mirror-horizontal"] : X.symmetries.map((s) => s.name);
    const admits = (q) => {
      const king = q.board.indexOf("K");
      const f = king % 8, r = Math.floor(king / 8);
      return rule === "all" ? f <= 3 && r <= f : rule === "mirror-horizontal" ? f <= 3 : true;
    };
    const code = (c) => (c === "" ? 0 : X.piece_codes[c]);
    const compare = (a, b) => {
      for (let i = 0; i < 64; i++) {
        const d = code(a.board[i]) - code(b.board[i]);
        if (d) return d;
      }
      return a.ep - b.ep;
    };
    let best = null;
    X.symmetries.forEach((s, k) => {
      if (!allowed.includes(s.name)) return;
      const image = transform(p, k);
      if (!admits(image)) return;
      if (best === null || compare(image, best.position) < 0) best = { position: image, symmetry: s.name };
    });
    return { ...best, rule };
  }

  function renderSymmetry() {
    let p = null, error = null;
    try { p = parseFen(state.fen); } catch (e) { error = e.message; }
    if (document.activeElement !== $("symmetry-fen")) $("symmetry-fen").value = state.fen;
    drawBoard(8, 8, (i) => {
      const c = p ? p.board[i] : "";
      return { on: c !== "", text: c ? PIECE_CHARS[c] : undefined, label: c ? pieceName(c) : undefined, attrs: { "data-piece": c || undefined } };
    });
    const info = $("info");
    if (error) {
      info.innerHTML = `<p class="warn" id="symmetry-error">${escapeHtml(error)}</p>`;
      return;
    }
    const c = canonical(p);
    const ruleText = {
      all: "no pawns and no castling rights: all eight symmetries apply, and the white king goes into the triangle a1-d1-d4",
      "mirror-horizontal": "pawns: only the left-right mirror keeps their meaning, and the white king goes onto files a-d",
      identity: "castling rights: no symmetry applies, the position is its own representative",
    }[c.rule];
    let html = `<h2>Canonical form</h2><p><code id="canonical-fen">${escapeHtml(toFen(c.position))}</code> <span class="mono">#</span> via <code id="canonical-symmetry">${c.symmetry}</code></p>`;
    html += miniBoard(c.position.board);
    html += `<p>${ruleText}. Among the images whose white king is there, the representative is the one whose squares, read from a1 to h8 as numbers (empty 0, ${Object.entries(X.piece_codes).map(([k, v]) => `${k} ${v}`).join(", ")}), come first.</p>`;
    const rows = X.symmetries.map((s, k) => {
      try { return [s.name, `<code>${escapeHtml(toFen(transform(p, k)))}</code>`]; } catch (e) { return [s.name, `<span class="warn">${escapeHtml(e.message)}</span>`]; }
    });
    html += table(rows, ["symmetry", "image"]);
    info.innerHTML = html;
  }

  /** A small drawing of a board of letters, top rank first: not a control. */
  function miniBoard(board) {
    let html = '<div class="mini" aria-hidden="true">';
    for (let r = 7; r >= 0; r--) {
      for (let f = 0; f < 8; f++) {
        const c = board[r * 8 + f];
        html += `<span class="${(f + r) % 2 === 0 ? "dark" : "light"}">${c ? PIECE_CHARS[c] : ""}</span>`;
      }
    }
    return html + "</div>";
  }

  function pieceName(c) {
    const kind = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" }[c.toLowerCase()];
    return (c === c.toUpperCase() ? "white " : "black ") + kind;
  }

  function escapeHtml(s) {
    return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  }

  // ---- Board-size mode ----

  function sizeBoard() { return X.boards[(state.files - 1) * X.max_side + state.ranks - 1]; }

  function sizeValue(g, i) {
    if (state.value === "diagonal") return g.diagonal[i];
    if (state.value === "anti-diagonal") return g.anti_diagonal[i];
    return g.moves[DIRECTIONS.indexOf(state.value.slice(6))][i];
  }

  function renderSizes() {
    const g = sizeBoard();
    const sel = state.sizeSquare;
    const key = state.line === "diagonal" ? g.diagonal : g.anti_diagonal;
    drawBoard(state.files, state.ranks, (i) => ({
      on: sel >= 0 && key[i] === key[sel],
      text: String(sizeValue(g, i)),
      attrs: { "data-value": String(sizeValue(g, i)), "data-selected": i === sel ? "true" : undefined },
    }));
    $("sizes-files").value = String(state.files);
    $("sizes-ranks").value = String(state.ranks);
    $("sizes-value").value = state.value;
    $("sizes-line").value = state.line;
    const count = (arr) => new Set(arr).size;
    let html = `<h2>${state.files}x${state.ranks}: ${state.files * state.ranks} squares, ${count(g.diagonal)} diagonals, ${count(g.anti_diagonal)} anti-diagonals</h2>`;
    if (sel >= 0) {
      const members = [];
      key.forEach((v, i) => { if (v === key[sel]) members.push(squareName(state.files, i)); });
      html += `<p>${squareName(state.files, sel)}: diagonal ${g.diagonal[sel]}, anti-diagonal ${g.anti_diagonal[sel]}; its ${state.line} has ${members.length} squares: ${members.join(" ")}</p>`;
    }
    html += `<h3>The forum post's relations on this board</h3><p>The post's coordinates: row from the top, column from the left, diff = row - column, sum = row + column; F files, R ranks.</p>`;
    const mark = (v) => `<span class="holds-${v}" data-holds="${v}">${v === true ? "holds" : v === false ? "fails" : "n/a"}</span>`;
    const rows = X.relations.map((rel, k) => {
      const [verbatim, square, general] = g.relations[k];
      return [rel.name,
        `<code>${rel.formulas.verbatim}</code> ${mark(verbatim)}`,
        `<code>${rel.formulas["square-board"]}</code> ${mark(square)}`,
        `<code>${rel.formulas.general}</code> ${mark(general)}`];
    });
    html += table(rows, ["relation", "as the post writes it (8x8)", "read for n x n", "general, F x R"]);
    $("info").innerHTML = html;
  }

  // ---- Tablebase mode ----
  //
  // The endings `a1h8 site` generated with a1h8-tablebase, nearly unfolded
  // (window.A1H8_TABLEBASE): per ending and side to move, one character per
  // placement (white king, black king, White's piece), the DTM code of the
  // side to move, for the white king in the board's lower-left quarter
  // (tbCode mirrors the other placements into it). The moves are made here from the emitted tables: on 8x8
  // the king table and the magic lookups of tables.js, on any other board
  // the moves to the edge of explorer.js, walked square by square.

  const TB_PIECES = ["q", "r"];
  const isWhite = (c) => c !== "" && c === c.toUpperCase();
  const tbGeometries = {};

  /** The moves of kings and sliders on a `files` x `ranks` board. */
  function tbGeometry(files, ranks) {
    const key = `${files}x${ranks}`;
    if (tbGeometries[key]) return tbGeometries[key];
    const n = files * ranks;
    const g = X.boards[(files - 1) * X.max_side + ranks - 1];
    // Square index steps of north, north-east, ..., north-west.
    const step = [files, files + 1, 1, 1 - files, -files, -files - 1, -1, files - 1];
    const directions = { r: [0, 2, 4, 6], b: [1, 3, 5, 7], q: [0, 1, 2, 3, 4, 5, 6, 7] };
    let king, slide;
    if (files === 8 && ranks === 8) {
      king = Array.from({ length: 64 }, (_, sq) => squaresOf(BigInt(T.king[sq])));
      slide = (kind, sq, occupied) => {
        let occ = 0n;
        for (const o of occupied) occ |= 1n << BigInt(o);
        const parts = kind === "q" ? ["rook", "bishop"] : [kind === "r" ? "rook" : "bishop"];
        return squaresOf(parts.reduce((acc, s) => acc | magicLookup(s, sq, occ).attacks, 0n));
      };
    } else {
      king = Array.from({ length: n }, (_, sq) => directions.q.filter((d) => g.moves[d][sq] > 0).map((d) => sq + step[d]));
      slide = (kind, sq, occupied) => {
        const out = [];
        for (const d of directions[kind]) {
          for (let k = 1; k <= g.moves[d][sq]; k++) {
            const to = sq + k * step[d];
            out.push(to);
            if (occupied.includes(to)) break;
          }
        }
        return out;
      };
    }
    tbGeometries[key] = { files, ranks, n, king, slide };
    return tbGeometries[key];
  }

  /** The squares the piece on `sq` of position `p` attacks. */
  function tbTargets(p, sq) {
    const g = tbGeometry(p.files, p.ranks);
    const kind = p.board[sq].toLowerCase();
    if (kind === "k") return g.king[sq];
    const occupied = [];
    p.board.forEach((c, i) => { if (c !== "") occupied.push(i); });
    return g.slide(kind, sq, occupied);
  }

  /** Whether a piece of White (`white`) or Black attacks `sq`. */
  function tbAttacked(p, sq, white) {
    return p.board.some((c, i) => c !== "" && isWhite(c) === white && tbTargets(p, i).includes(sq));
  }

  const tbInCheck = (p) => tbAttacked(p, p.board.indexOf(p.turn === "w" ? "K" : "k"), p.turn !== "w");

  /** The position after the piece on `from` goes to `to`, legal or not. */
  function tbPlay(p, from, to) {
    const board = p.board.slice();
    const capture = board[to] !== "";
    board[to] = board[from];
    board[from] = "";
    return {
      ...p, board, turn: p.turn === "w" ? "b" : "w",
      half: capture ? 0 : p.half + 1, full: p.full + (p.turn === "b" ? 1 : 0),
    };
  }

  /** The legal moves of `p`: {from, to, uci, capture, after}. */
  function tbLegalMoves(p) {
    const white = p.turn === "w";
    const moves = [];
    p.board.forEach((c, from) => {
      if (c === "" || isWhite(c) !== white) return;
      for (const to of tbTargets(p, from)) {
        const there = p.board[to];
        if (there !== "" && (isWhite(there) === white || there.toLowerCase() === "k")) continue;
        const after = tbPlay(p, from, to);
        if (tbAttacked(after, after.board.indexOf(white ? "K" : "k"), !white)) continue;
        moves.push({ from, to, uci: squareName(p.files, from) + squareName(p.files, to), capture: there !== "", after });
      }
    });
    return moves;
  }

  /** The move in SAN: the piece, x for a capture, the square, + or #. */
  function tbSan(p, m) {
    let san = p.board[m.from].toUpperCase() + (m.capture ? "x" : "") + squareName(p.files, m.to);
    if (tbInCheck(m.after)) san += tbLegalMoves(m.after).length ? "+" : "#";
    return san;
  }

  /** The shipped ending of the board of `p` with White's piece `letter` (upper case), or undefined. */
  const tbEnding = (files, ranks, letter) => TB.endings.find((e) => e.files === files && e.ranks === ranks && e.piece === letter);

  /**
   * The character of `ending` for the placement (white king `wk`, black
   * king `bk`, White's piece `x`) with `turn` ("w" or "b") to move. The
   * tables hold the white king's files and ranks below the middle (up to
   * it on an odd board); with the king further, the files or the ranks of
   * all three pieces are reversed first, which keeps every value of these
   * pawnless endings.
   */
  function tbCode(ending, turn, wk, bk, x) {
    const { files, ranks } = ending;
    const n = files * ranks, half = Math.ceil(files / 2);
    const mirrorFiles = wk % files >= half, mirrorRanks = Math.floor(wk / files) >= Math.ceil(ranks / 2);
    const fold = (sq) => {
      const file = sq % files, rank = Math.floor(sq / files);
      return [mirrorFiles ? files - 1 - file : file, mirrorRanks ? ranks - 1 - rank : rank];
    };
    const [kf, kr] = fold(wk), [bf, br] = fold(bk), [xf, xr] = fold(x);
    const index = ((kr * half + kf) * n + br * files + bf) * n + xr * files + xf;
    return ending[turn === "w" ? "white" : "black"][index];
  }

  /**
   * The values of `p` for its side to move, as the tables hold them:
   * {wdl, dtm} (python-chess's conventions), or null for no position.
   * With Black the stronger side, the position is looked up with the
   * colours swapped and the ranks flipped, as the library does.
   */
  function tbValues(p) {
    const other = [];
    p.board.forEach((c, i) => { if (c !== "" && c.toLowerCase() !== "k") other.push(i); });
    if (other.length === 0) return { wdl: 0, dtm: 0 };
    const letter = p.board[other[0]];
    const ending = tbEnding(p.files, p.ranks, letter.toUpperCase());
    const flip = (sq) => (p.ranks - 1 - Math.floor(sq / p.files)) * p.files + (sq % p.files);
    let wk = p.board.indexOf("K"), bk = p.board.indexOf("k"), x = other[0], turn = p.turn;
    if (!isWhite(letter)) {
      [wk, bk, x, turn] = [flip(bk), flip(wk), flip(x), turn === "w" ? "b" : "w"];
    }
    const c = tbCode(ending, turn, wk, bk, x);
    if (c === TB.impossible) return null;
    const code = TB.alphabet.indexOf(c);
    if (code === 0) return { wdl: 0, dtm: 0 };
    const plies = code - 1;
    return plies % 2 === 1 ? { wdl: 1, dtm: plies } : { wdl: -1, dtm: -plies };
  }

  /** The boards of the shipped endings: [{files, ranks, board, title}]. */
  function tbBoards() {
    const boards = [];
    for (const e of TB.endings) {
      if (!boards.some((b) => b.files === e.files && b.ranks === e.ranks)) boards.push({ files: e.files, ranks: e.ranks, board: e.board, title: e.title });
    }
    return boards;
  }

  /** The ending of letters: KQvK, KvKR, ... */
  function tbMaterial(board) {
    const order = "KQRBNP";
    const side = (white) => board.filter((c) => c !== "" && isWhite(c) === white).map((c) => c.toUpperCase())
      .sort((a, b) => order.indexOf(a) - order.indexOf(b)).join("");
    return `${side(true)}v${side(false)}`;
  }

  /** What the shipped endings are, in words. */
  function tbShipped() {
    return tbBoards().map((b) => `${TB.endings.filter((e) => e.board === b.board).map((e) => e.name).join(" and ")} on ${b.title}`).join("; ");
  }

  /**
   * A FEN read as a position of a shipped ending: {files, ranks, board,
   * turn, half, full}; anything else throws an Error saying why.
   */
  function tbParseFen(fen) {
    const fail = (message) => { throw new Error(message); };
    const fields = fen.trim().split(/\s+/).filter((f) => f !== "");
    if (fields.length === 0) fail("empty FEN: type a position, such as " + TB.endings[0].start);
    if (fields.length !== 4 && fields.length !== 6) {
      fail(`${fields.length} fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4`);
    }
    const rows = fields[0].split("/");
    const shape = tbBoards().find((b) => b.ranks === rows.length);
    if (!shape) {
      fail(`the placement has ${rows.length} rank${rows.length === 1 ? "" : "s"}, but the tablebase view has ${tbBoards().map((b) => `${b.title} (${b.ranks} ranks)`).join(" and ")}`);
    }
    const { files, ranks } = shape;
    const board = new Array(files * ranks).fill("");
    rows.forEach((row, k) => {
      const rank = ranks - k;
      let file = 0;
      for (const token of row.match(/[0-9]+|./g) || []) {
        if (/^[0-9]+$/.test(token)) {
          file += Number(token);
        } else if ("KQRBNPkqrbnp".includes(token)) {
          if (file < files) board[(rank - 1) * files + file] = token;
          file += 1;
        } else {
          fail(`unknown piece letter '${token}' on rank ${rank}: expected one of KQRBNP kqrbnp or a count of empty squares`);
        }
      }
      if (file !== files) fail(`rank ${rank} describes ${file} squares, but ${shape.title} has ${files} files`);
    });
    const turn = fields[1];
    if (turn !== "w" && turn !== "b") fail(`the side to move is '${turn}': expected w or b`);
    if (fields[2] !== "-") fail(`castling rights '${fields[2]}': positions of these endings have none, write -`);
    if (fields[3] !== "-") fail(`en passant square '${fields[3]}': positions of these endings have no pawns, write -`);
    let half = 0, full = 1;
    if (fields.length === 6) {
      if (!/^[0-9]+$/.test(fields[4]) || !/^[0-9]+$/.test(fields[5]) || Number(fields[5]) === 0) {
        fail(`the clocks '${fields[4]} ${fields[5]}' are not a halfmove count and a move number from 1`);
      }
      half = Number(fields[4]);
      full = Number(fields[5]);
    }
    const material = tbMaterial(board);
    const kings = (k) => board.filter((c) => c === k).length;
    const others = board.filter((c) => c !== "" && c.toLowerCase() !== "k");
    const shippedHere = TB.endings.filter((e) => e.files === files && e.ranks === ranks);
    for (const [k, color] of [["K", "white"], ["k", "black"]]) {
      if (kings(k) !== 1) fail(`${kings(k)} ${color} kings, but each side has exactly one`);
    }
    if (others.length > 1 || (others.length === 1 && !tbEnding(files, ranks, others[0].toUpperCase()))) {
      fail(`${material} is not an ending of the tablebase view: it has ${shippedHere.map((e) => e.name).join(" and ")} on ${shape.title} (either side the stronger), and KvK; in all, ${tbShipped()}`);
    }
    const p = { files, ranks, board, turn, half, full };
    const wk = board.indexOf("K"), bk = board.indexOf("k");
    if (tbGeometry(files, ranks).king[wk].includes(bk)) {
      fail(`the kings stand side by side on ${squareName(files, wk)} and ${squareName(files, bk)}: no position`);
    }
    const waiting = turn === "w" ? "black" : "white";
    const waitingKing = turn === "w" ? bk : wk;
    if (tbAttacked(p, waitingKing, turn === "w")) {
      fail(`the ${waiting} king on ${squareName(files, waitingKing)} is in check, but it is ${turn === "w" ? "White" : "Black"}'s move: no position`);
    }
    if (tbValues(p) === null) fail("the tables hold no such position");
    return p;
  }

  /** The board size of a FEN's placement (8x8 if it is none of the shipped ones). */
  function tbBoardOfFen(fen) {
    const ranks = (fen.trim().split(/\s+/)[0] || "").split("/").length;
    const shape = tbBoards().find((b) => b.ranks === ranks);
    return shape ? [shape.files, shape.ranks] : [8, 8];
  }

  const tbFen = (p) => {
    const rows = [];
    for (let r = p.ranks - 1; r >= 0; r--) {
      let row = "", empty = 0;
      for (let f = 0; f < p.files; f++) {
        const c = p.board[r * p.files + f];
        if (c === "") { empty++; continue; }
        if (empty) { row += empty; empty = 0; }
        row += c;
      }
      if (empty) row += empty;
      rows.push(row);
    }
    return `${rows.join("/")} ${p.turn} - - ${p.half} ${p.full}`;
  };

  /**
   * The line of the state: the start position, the positions after each
   * move of state.tbMoves that is legal (the first that is not ends it),
   * their SANs; or {error} if the FEN is refused.
   */
  function tbLine() {
    let p;
    try { p = tbParseFen(state.tbFen); } catch (e) { return { error: e.message, positions: [], sans: [], ucis: [] }; }
    const positions = [p], sans = [], ucis = [];
    for (const uci of state.tbMoves) {
      const m = tbLegalMoves(p).find((x) => x.uci === uci);
      if (!m) break;
      sans.push(tbSan(p, m));
      ucis.push(uci);
      p = m.after;
      positions.push(p);
    }
    return { positions, sans, ucis, current: p };
  }

  /** The moves of `p` with their values: after (for the side to move there), result and label for the side that moves. */
  function tbMoves(p) {
    return tbLegalMoves(p).map((m) => {
      const after = tbValues(m.after);
      const result = after.wdl < 0 ? "win" : after.wdl > 0 ? "loss" : "draw";
      // M n: the side that moves mates on its n-th move, this one
      // included; -M n: the other side mates in n moves.
      const label = result === "win" ? `M${(2 - after.dtm) / 2}` : result === "loss" ? `-M${(after.dtm + 1) / 2}` : "=";
      return { ...m, san: tbSan(p, m), values: after, result, label, key: [after.wdl < 0 ? 2 : after.wdl === 0 ? 1 : 0, after.dtm] };
    });
  }

  /** The best move by DTM: the quickest mate for the winner, the longest resistance for the loser; the first of equals. */
  function tbBest(moves) {
    let best = null;
    for (const m of moves) {
      if (best === null || m.key[0] > best.key[0] || (m.key[0] === best.key[0] && m.key[1] > best.key[1])) best = m;
    }
    return best;
  }

  /** Drops the moves that are not legal, and a choice that is no longer one. */
  function tbNormalize() {
    if (!state.tbFen) state.tbFen = TB.endings[0].start;
    const line = tbLine();
    state.tbMoves = line.ucis;
    if (line.error) { state.tbFrom = state.tbTo = -1; return; }
    const moves = tbLegalMoves(line.current);
    if (!moves.some((m) => m.from === state.tbFrom)) state.tbFrom = -1;
    if (moves.filter((m) => m.to === state.tbTo).length < 2) state.tbTo = -1;
  }

  /** The side the page plays when it answers: the one not to move at the start. */
  function tbPageSide() {
    const line = tbLine();
    return line.error ? null : (line.positions[0].turn === "w" ? "b" : "w");
  }

  /** Plays `uci` (a move of the side to move) and, if the page answers, the best reply. */
  function tbPlayMove(uci) {
    state.tbMoves.push(uci);
    state.tbFrom = state.tbTo = -1;
    if (state.tbAuto) tbAnswer();
  }

  /** The best move, if it is the page's side to move and it has one. */
  function tbAnswer() {
    const line = tbLine();
    if (line.error || line.current.turn !== tbPageSide()) return;
    const best = tbBest(tbMoves(line.current));
    if (best) state.tbMoves.push(best.uci);
  }

  function tbClick(index) {
    const line = tbLine();
    if (line.error) return;
    const p = line.current;
    const moves = tbLegalMoves(p);
    if (state.tbTo >= 0) {
      const m = moves.find((x) => x.to === state.tbTo && x.from === index);
      state.tbTo = -1;
      if (m) { tbPlayMove(m.uci); return; }
    }
    if (state.tbFrom >= 0) {
      const m = moves.find((x) => x.from === state.tbFrom && x.to === index);
      if (m) { tbPlayMove(m.uci); return; }
      state.tbFrom = index === state.tbFrom || !moves.some((x) => x.from === index) ? -1 : index;
      return;
    }
    if (moves.some((x) => x.from === index)) { state.tbFrom = index; return; }
    const there = moves.filter((x) => x.to === index);
    if (there.length === 1) { tbPlayMove(there[0].uci); return; }
    if (there.length > 1) state.tbTo = index;
  }

  /** The values of the side to move, in words. */
  function tbWords(p, values, moves) {
    const side = p.turn === "w" ? "White" : "Black";
    const movesOf = (plies) => `${plies} ${plies === 1 ? "ply" : "plies"}`;
    if (moves.length === 0) {
      return tbInCheck(p) ? `${side} is checkmated.` : `${side} to move is stalemated: a draw.`;
    }
    if (!p.board.some((c) => c !== "" && c.toLowerCase() !== "k")) return "Only the kings are left: a draw.";
    if (values.wdl > 0) {
      const n = (values.dtm + 1) / 2;
      return `${side} to move wins: it mates in ${n} move${n === 1 ? "" : "s"} (${movesOf(values.dtm)}) with best play.`;
    }
    if (values.wdl < 0) {
      const n = -values.dtm / 2;
      return `${side} to move loses: it is mated in ${n} move${n === 1 ? "" : "s"} of the other side (${movesOf(-values.dtm)}) with best play.`;
    }
    return `${side} to move cannot win, nor lose: a draw with best play.`;
  }

  function renderTablebase() {
    const line = tbLine();
    const info = $("info");
    const select = $("tb-ending");
    if (document.activeElement !== $("tb-fen")) $("tb-fen").value = line.error ? state.tbFen : tbFen(line.current);
    $("tb-auto").checked = state.tbAuto;
    if (line.error) {
      const [files, ranks] = tbBoardOfFen(state.tbFen);
      drawBoard(files, ranks, () => ({}));
      $("tb-back").disabled = $("tb-best").disabled = true;
      $("tb-best").textContent = "Best move";
      info.innerHTML = `<p class="warn" id="tb-error">${escapeHtml(line.error)}</p>`;
      return;
    }
    const start = line.positions[0];
    const p = line.current;
    const values = tbValues(p);
    const moves = tbMoves(p);
    const best = tbBest(moves);
    const startOther = start.board.find((c) => c !== "" && c.toLowerCase() !== "k");
    const ending = startOther ? tbEnding(start.files, start.ranks, startOther.toUpperCase()) : undefined;
    if (ending) select.value = `${ending.board}:${ending.name}`;
    // The squares shown: the chosen piece's moves, or the pieces that can
    // go to the square clicked, or every move.
    const shown = state.tbFrom >= 0 ? moves.filter((m) => m.from === state.tbFrom) : moves;
    const last = line.ucis.length ? tbLegalMoves(line.positions[line.positions.length - 2]).find((m) => m.uci === line.ucis[line.ucis.length - 1]) : null;
    drawBoard(p.files, p.ranks, (i) => {
      const c = p.board[i];
      const here = shown.filter((m) => m.to === i);
      const top = tbBest(here);
      const attrs = {
        "data-piece": c || undefined,
        "data-selected": i === state.tbFrom || i === state.tbTo ? "true" : undefined,
        "data-candidate": state.tbTo >= 0 && moves.some((m) => m.to === state.tbTo && m.from === i) ? "true" : undefined,
        "data-last": last && (i === last.from || i === last.to) ? "true" : undefined,
      };
      let label = c ? pieceName(c) : undefined;
      if (top) {
        Object.assign(attrs, {
          "data-result": top.result,
          "data-wdl": String(top.values.wdl),
          "data-dtm": String(top.values.dtm),
          "data-label": top.label,
          "data-moves": String(here.length),
          "data-uci": here.length === 1 ? top.uci : undefined,
        });
        label = (label ? label + "; " : "") + here.map((m) => `${m.san}: ${m.label}`).join(", ");
      }
      return { on: !!top, text: c ? PIECE_CHARS[c] : undefined, badge: top ? top.label + (here.length > 1 ? "*" : "") : undefined, badgeClass: "tb-label", label, attrs };
    });
    $("tb-back").disabled = line.ucis.length === 0;
    $("tb-best").disabled = !best;
    $("tb-best").textContent = best ? `Best move: ${best.san} (${best.label})` : "Best move";
    $("tb-best").dataset.uci = best ? best.uci : "";
    const side = p.turn === "w" ? "White" : "Black";
    let html = `<h2>${escapeHtml(tbMaterial(p.board))} on ${escapeHtml(ending ? ending.title : tbBoards().find((b) => b.files === p.files).title)}</h2>`;
    html += `<p id="tb-values" data-wdl="${values.wdl}" data-dtm="${values.dtm}"><b>${tbWords(p, values, moves)}</b> wdl ${values.wdl}, dtm ${values.dtm} (for ${side}, the side to move: dtm counts the plies to mate, positive if it mates, negative if it is mated).</p>`;
    html += `<p>Position: <code id="tb-current">${escapeHtml(tbFen(p))}</code></p>`;
    if (line.sans.length) {
      let text = "", number = start.full;
      line.sans.forEach((san, k) => {
        const turn = line.positions[k].turn;
        if (turn === "w") text += `${number}. `;
        else if (k === 0) text += `${number}... `;
        text += san + " ";
        if (turn === "b") number += 1;
      });
      html += `<p>Played: <span class="mono" id="tb-line" data-plies="${line.sans.length}">${escapeHtml(text.trim())}</span></p>`;
    }
    if (state.tbTo >= 0) {
      html += `<p id="tb-choose">${moves.filter((m) => m.to === state.tbTo).length} pieces can go to ${squareName(p.files, state.tbTo)}: click the one that moves (framed in blue).</p>`;
    }
    if (moves.length) {
      const rows = moves.slice().sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1]).map((m) => {
        const words = m.result === "win" ? `${side} mates in ${(2 - m.values.dtm) / 2}` : m.result === "loss" ? `${side} is mated in ${(m.values.dtm + 1) / 2}` : "a draw";
        return `<tr data-uci="${m.uci}" data-san="${m.san}" data-wdl="${m.values.wdl}" data-dtm="${m.values.dtm}" data-result="${m.result}">`
          + `<td><button type="button" data-uci="${m.uci}">${m.san}</button></td><td class="tb-${m.result}">${m.label}</td><td>${words}</td><td>${m.values.wdl}</td><td>${m.values.dtm}</td></tr>`;
      }).join("");
      html += `<table id="tb-moves"><tr><th>move</th><th>label</th><th>for ${side}</th><th>wdl after</th><th>dtm after</th></tr>${rows}</table>`;
      html += "<p>The labels and colours are for the side that moves; wdl and dtm after the move are the values of the position it leads to, for the other side, as <code>a1h8 tablebase probe FEN --json</code> gives each move. A square marked * is reached by two pieces: it shows the better move, and a click asks which piece goes.</p>";
      html += `<p id="tb-metrics">The tables shipped with this page hold ${escapeHtml(TB.metrics)}, all this view shows; <code>a1h8 tablebase generate --metrics</code> makes tables of wdl50 and dtz too.</p>`;
    }
    info.innerHTML = html;
    info.querySelectorAll("#tb-moves button").forEach((b) => b.addEventListener("click", () => { tbPlayMove(b.dataset.uci); update(); }));
  }

  function tbSetup() {
    TB.endings.forEach((e) => {
      const o = document.createElement("option");
      o.value = `${e.board}:${e.name}`;
      o.textContent = `${e.name} on ${e.title}`;
      $("tb-ending").appendChild(o);
    });
    const fresh = (fen) => { state.tbFen = fen; state.tbMoves = []; state.tbFrom = state.tbTo = -1; update(); };
    $("tb-ending").addEventListener("change", (e) => {
      fresh(TB.endings.find((x) => `${x.board}:${x.name}` === e.target.value).start);
    });
    $("tb-random").addEventListener("click", () => {
      // A random position of the ending shown, White to move.
      const e = TB.endings.find((x) => `${x.board}:${x.name}` === $("tb-ending").value) || TB.endings[0];
      const n = e.files * e.ranks;
      const square = () => Math.floor(Math.random() * n);
      for (;;) {
        const [wk, bk, x] = [square(), square(), square()];
        if (tbCode(e, "w", wk, bk, x) === TB.impossible) continue;
        const board = new Array(n).fill("");
        board[wk] = "K";
        board[bk] = "k";
        board[x] = e.piece;
        fresh(tbFen({ files: e.files, ranks: e.ranks, board, turn: "w", half: 0, full: 1 }));
        return;
      }
    });
    $("tb-fen").addEventListener("change", (e) => fresh(e.target.value.trim()));
    $("tb-back").addEventListener("click", () => {
      // With the page answering, its answers go too: back to before the
      // last move of yours.
      if (state.tbAuto) {
        const page = tbPageSide();
        while (state.tbMoves.length && tbLine().current.turn !== page) state.tbMoves.pop();
      }
      state.tbMoves.pop();
      state.tbFrom = state.tbTo = -1;
      update();
    });
    $("tb-best").addEventListener("click", () => {
      const line = tbLine();
      if (line.error) return;
      const best = tbBest(tbMoves(line.current));
      if (best) tbPlayMove(best.uci);
      update();
    });
    $("tb-auto").addEventListener("change", (e) => {
      state.tbAuto = e.target.checked;
      if (state.tbAuto) tbAnswer();
      update();
    });
  }

  // ---- Events ----

  function onSquare(index) {
    if (state.mode === "board") {
      if (state.square < 0 || state.second >= 0) { state.square = index; state.second = -1; }
      else if (index === state.square) { state.square = -1; }
      else state.second = index;
    } else if (state.mode === "slider") {
      if (state.moveMode) state.sliderSquare = index;
      else if (index !== state.sliderSquare) state.occupied ^= 1n << BigInt(index);
    } else if (state.mode === "sizes") {
      state.sizeSquare = state.sizeSquare === index ? -1 : index;
    } else if (state.mode === "tablebase") {
      tbClick(index);
    } else {
      return;
    }
    update();
  }

  function render() {
    document.querySelectorAll("#modes button").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.mode === state.mode)));
    document.querySelectorAll(".panel").forEach((p) => { p.hidden = p.dataset.panel !== state.mode; });
    document.body.dataset.mode = state.mode;
    $("board-show").value = state.show;
    $("board-pair").value = state.pair;
    ({ board: renderBoard, slider: renderSlider, symmetry: renderSymmetry, sizes: renderSizes, tablebase: renderTablebase })[state.mode]();
  }

  function update() {
    writeHash();
    render();
  }

  function setup() {
    for (let i = 0; i < 64; i++) {
      const o = document.createElement("option");
      o.value = String(i);
      o.textContent = name8(i);
      $("slider-square").appendChild(o);
    }
    for (let n = 1; n <= X.max_side; n++) {
      for (const id of ["sizes-files", "sizes-ranks"]) {
        const o = document.createElement("option");
        o.value = o.textContent = String(n);
        $(id).appendChild(o);
      }
    }
    X.symmetries.forEach((s, k) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = s.name;
      b.dataset.symmetry = s.name;
      b.addEventListener("click", () => {
        try {
          state.fen = toFen(transform(parseFen(state.fen), k));
          update();
        } catch (e) {
          $("info").insertAdjacentHTML("afterbegin", `<p class="warn" id="symmetry-error">${escapeHtml(e.message)}</p>`);
        }
      });
      $("symmetry-buttons").appendChild(b);
    });
    document.querySelectorAll("#modes button").forEach((b) => b.addEventListener("click", () => {
      state.mode = b.dataset.mode;
      if (state.mode === "tablebase") tbNormalize();
      update();
    }));
    tbSetup();
    $("board-show").addEventListener("change", (e) => { state.show = e.target.value; update(); });
    $("board-pair").addEventListener("change", (e) => { state.pair = e.target.value; update(); });
    $("board-clear").addEventListener("click", () => { state.square = state.second = -1; update(); });
    $("slider-piece").addEventListener("change", (e) => { state.piece = e.target.value; update(); });
    $("slider-square").addEventListener("change", (e) => {
      state.sliderSquare = Number(e.target.value);
      state.occupied &= ~(1n << BigInt(state.sliderSquare));
      update();
    });
    $("slider-move").addEventListener("change", (e) => { state.moveMode = e.target.checked; });
    $("slider-occupied").addEventListener("change", (e) => {
      const v = parseOccupied(e.target.value);
      if (v === null) { e.target.setCustomValidity("a bitboard (0x...) or squares with commas"); e.target.reportValidity(); return; }
      e.target.setCustomValidity("");
      state.occupied = v;
      update();
    });
    $("slider-clear").addEventListener("click", () => { state.occupied = 0n; update(); });
    $("symmetry-fen").addEventListener("change", (e) => { state.fen = e.target.value.trim(); update(); });
    $("symmetry-canonical").addEventListener("click", () => {
      try { state.fen = toFen(canonical(parseFen(state.fen)).position); update(); } catch (e) { /* the error is shown already */ }
    });
    $("sizes-files").addEventListener("change", (e) => { state.files = Number(e.target.value); state.sizeSquare = -1; update(); });
    $("sizes-ranks").addEventListener("change", (e) => { state.ranks = Number(e.target.value); state.sizeSquare = -1; update(); });
    $("sizes-value").addEventListener("change", (e) => { state.value = e.target.value; update(); });
    $("sizes-line").addEventListener("change", (e) => { state.line = e.target.value; update(); });
    window.addEventListener("hashchange", () => { readHash(); render(); });
    readHash();
    update();
    document.body.dataset.ready = "true";
  }

  // For scripts and tests: the library's answers the page is built from.
  window.a1h8Explorer = { state, canonical: (fen) => { const c = canonical(parseFen(fen)); return { fen: toFen(c.position), symmetry: c.symmetry }; } };

  setup();
})();
