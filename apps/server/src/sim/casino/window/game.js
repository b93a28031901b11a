/* global document, window */
/**
 * The simulated provider's game window (sim/casino/game-page.ts frames it): a live baccarat or roulette
 * table polled once a second, or a slot machine. Every bet goes to the provider's server, which debits
 * the member's wallet on the site; nothing here decides an outcome.
 */
(function () {
  'use strict';
  var body = document.body;
  var kind = body.getAttribute('data-kind');
  var base = '/sim-casino/window/' + body.getAttribute('data-window');
  var root = document.getElementById('game');
  var balanceEl = document.getElementById('balance');
  var messageEl = document.getElementById('message');
  var messageTimer = 0;

  function won(n) {
    return Number(n).toLocaleString('ko-KR');
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }
  function say(text, tone) {
    messageEl.textContent = text || '';
    messageEl.className = 'message' + (text ? ' show ' + (tone || 'info') : '');
    window.clearTimeout(messageTimer);
    if (text)
      messageTimer = setTimeout(function () {
        say('');
      }, 4000);
  }
  function setBalance(n) {
    if (typeof n === 'number') balanceEl.textContent = won(n);
  }
  function request(path, payload) {
    var init = payload
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }
      : { cache: 'no-store' };
    return fetch(base + path, init).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok && !json.message) json.message = '요청을 처리하지 못했습니다.';
        json.httpOk = response.ok;
        return json;
      });
    });
  }

  // ---- cards ----
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  function cardNode(card, third) {
    var node = el('span', 'card' + (card.suit === 'H' || card.suit === 'D' ? ' red' : '') + (third ? ' third' : ''));
    node.appendChild(el('span', 'rank', RANKS[card.rank]));
    node.appendChild(el('span', 'suit', SUITS[card.suit]));
    return node;
  }

  // ---- the live tables ----
  var CHIPS = [1000, 5000, 10000, 50000, 100000, 500000];
  var CHIP_LABELS = ['1천', '5천', '1만', '5만', '10만', '50만'];
  var PHASES = { betting: '베팅하세요', dealing: '딜링 중', result: '결과' };

  function table() {
    var chip = CHIPS[1];
    var view = null;
    var phaseEnd = 0;
    var phaseTotal = 15;
    var dealSeen = { round: 0, at: 0 };
    // A state answer sent before a bet's answer may carry the balance before that bet: it is not shown.
    var betSeq = 0;

    var status = el('div', 'status');
    var roundEl = el('span', 'round');
    var phaseEl = el('span', 'phase');
    var timerEl = el('span', 'timer');
    var timerBar = el('div', 'timer-bar');
    var timerFill = el('div', 'timer-fill');
    timerBar.appendChild(timerFill);
    status.appendChild(phaseEl);
    status.appendChild(timerEl);
    status.appendChild(roundEl);
    var stage = el('section', 'stage');
    var banner = el('div', 'banner');
    var board = el('section', 'board');
    var chipsRow = el('div', 'chips');
    var mine = el('div', 'mine');
    var history = el('section', 'history');
    [status, timerBar, stage, banner, board, chipsRow, mine, history].forEach(function (node) {
      root.appendChild(node);
    });

    CHIPS.forEach(function (value, index) {
      var button = el('button', 'chip chip-' + index, CHIP_LABELS[index]);
      button.type = 'button';
      button.setAttribute('aria-label', won(value) + '원 칩');
      button.addEventListener('click', function () {
        chip = value;
        markChip();
      });
      chipsRow.appendChild(button);
    });
    function markChip() {
      Array.prototype.forEach.call(chipsRow.children, function (button, index) {
        button.classList.toggle('selected', CHIPS[index] === chip);
      });
    }
    markChip();

    var spots = {};
    function spot(key, label, pays, className) {
      var button = el('button', 'spot ' + (className || ''));
      button.type = 'button';
      button.setAttribute('data-spot', key);
      button.appendChild(el('span', 'spot-name', label));
      if (pays) button.appendChild(el('span', 'spot-pays', pays));
      var amount = el('span', 'spot-amount');
      button.appendChild(amount);
      button.addEventListener('click', function () {
        bet(key);
      });
      spots[key] = { button: button, amount: amount };
      return button;
    }

    function bet(key) {
      if (!view || view.table.phase !== 'betting') {
        say('베팅 시간이 아닙니다. 다음 라운드를 기다려주세요.', 'error');
        return;
      }
      betSeq++;
      request('/bet', { spot: key, amount: chip }).then(
        function (answer) {
          betSeq++;
          if (answer.ok) {
            setBalance(answer.balance);
            say(won(chip) + '원 베팅되었습니다.', 'ok');
          } else {
            say(answer.message, 'error');
          }
          poll();
        },
        function () {
          say('네트워크 오류입니다. 다시 시도해주세요.', 'error');
        },
      );
    }

    if (kind === 'baccarat') buildBaccaratBoard(board, spot);
    else buildRouletteBoard(board, spot);

    function render(next, balanceCurrent) {
      var previous = view;
      view = next;
      if (balanceCurrent) setBalance(next.balance);
      var t = next.table;
      if (!t) return;
      phaseTotal = t.phase === 'betting' ? 15 : 5;
      phaseEnd = Date.now() + t.secondsLeft * 1000;
      if (t.phase === 'dealing' && dealSeen.round !== t.round) dealSeen = { round: t.round, at: Date.now() };
      body.setAttribute('data-phase', t.phase);
      phaseEl.textContent = PHASES[t.phase];
      phaseEl.className = 'phase phase-' + t.phase;
      roundEl.textContent = '라운드 ' + t.roundId;
      var totals = {};
      var staked = 0;
      var returned = 0;
      var settled = false;
      t.myBets.forEach(function (item) {
        totals[item.spot] = (totals[item.spot] || 0) + item.amount;
        staked += item.amount;
        if (item.status === 'settled') {
          settled = true;
          returned += item.returned || 0;
        }
      });
      Object.keys(spots).forEach(function (key) {
        spots[key].amount.textContent = totals[key] ? won(totals[key]) : '';
        spots[key].button.classList.toggle('has-bet', Boolean(totals[key]));
        spots[key].button.disabled = t.phase !== 'betting';
      });
      mine.textContent = staked ? '이번 라운드 베팅 ' + won(staked) + '원' : '칩을 고른 뒤 베팅 자리를 누르세요.';
      if (t.phase === 'result' && t.detail) {
        banner.className = 'banner show';
        banner.textContent = t.detail + (settled ? (returned > 0 ? ' — 당첨 ' + won(returned) + '원' : ' — 낙첨') : '');
        if (settled && returned > 0) banner.className = 'banner show win';
      } else if (t.phase === 'betting') {
        banner.className = 'banner';
        banner.textContent = '';
      }
      var newRound =
        !previous || !previous.table || previous.table.round !== t.round || previous.table.phase !== t.phase;
      if (kind === 'baccarat') renderBaccarat(t, newRound);
      else renderRoulette(t);
    }

    function revealed() {
      if (!view || !view.table) return 0;
      if (view.table.phase === 'result') return 6;
      if (view.table.phase !== 'dealing') return 0;
      return Math.floor((Date.now() - dealSeen.at) / 650) + 1;
    }

    // baccarat: the two hands, the bead road
    var hands = null;
    function renderBaccarat(t) {
      if (!hands) {
        hands = { player: el('div', 'hand hand-player'), banker: el('div', 'hand hand-banker') };
        stage.appendChild(hands.player);
        stage.appendChild(hands.banker);
      }
      drawHands(t);
      clear(history);
      history.appendChild(el('h2', null, '비드 로드'));
      var counts = { player: 0, banker: 0, tie: 0 };
      var road = el('div', 'bead-road');
      t.history.forEach(function (coup) {
        counts[coup.winner]++;
        var bead = el('span', 'bead bead-' + coup.winner, { player: 'P', banker: 'B', tie: 'T' }[coup.winner]);
        if (coup.playerPair) bead.appendChild(el('i', 'pair pair-player'));
        if (coup.bankerPair) bead.appendChild(el('i', 'pair pair-banker'));
        bead.title = coup.playerPoints + ':' + coup.bankerPoints;
        road.appendChild(bead);
      });
      var summary = el(
        'p',
        'road-summary',
        '플레이어 ' + counts.player + ' · 뱅커 ' + counts.banker + ' · 타이 ' + counts.tie,
      );
      history.appendChild(road);
      history.appendChild(summary);
    }
    function drawHands(t) {
      var outcome = t.outcome;
      var shown = revealed();
      [
        ['player', '플레이어'],
        ['banker', '뱅커'],
      ].forEach(function (side, sideIndex) {
        var hand = hands[side[0]];
        clear(hand);
        var head = el('div', 'hand-head');
        head.appendChild(el('span', 'hand-name', side[1]));
        var cards = outcome ? outcome[side[0]] : [];
        // dealing order: player, banker, player, banker, then the thirds
        var order = cards.map(function (card, index) {
          return index < 2 ? index * 2 + sideIndex : 4 + sideIndex;
        });
        var visible = cards.filter(function (card, index) {
          return order[index] < shown;
        });
        var all = outcome && visible.length === cards.length;
        var points = all ? outcome[side[0] + 'Points'] : visible.length ? handPoints(visible) : '';
        head.appendChild(el('span', 'hand-points', points === '' ? '-' : points));
        hand.appendChild(head);
        var row = el('div', 'cards');
        visible.forEach(function (card, index) {
          row.appendChild(cardNode(card, index === 2));
        });
        for (var empty = visible.length; empty < 2; empty++) row.appendChild(el('span', 'card back'));
        hand.appendChild(row);
        hand.classList.toggle('winner', Boolean(all && t.phase === 'result' && outcome.winner === side[0]));
      });
    }
    function handPoints(cards) {
      return (
        cards.reduce(function (sum, card) {
          return sum + (card.rank >= 10 ? 0 : card.rank);
        }, 0) % 10
      );
    }

    // roulette: the wheel's number, the last numbers
    var wheel = null;
    function renderRoulette(t) {
      if (!wheel) {
        wheel = { ring: el('div', 'wheel'), number: el('span', 'wheel-number'), label: el('p', 'wheel-label') };
        wheel.ring.appendChild(wheel.number);
        stage.appendChild(wheel.ring);
        stage.appendChild(wheel.label);
      }
      var spinning = t.phase === 'dealing' && Date.now() - dealSeen.at < 3000;
      var shown = t.outcome && !spinning ? t.outcome.number : null;
      wheel.ring.className =
        'wheel' +
        (t.phase === 'dealing' && spinning ? ' spinning' : '') +
        (shown !== null ? ' pocket-' + pocketColour(shown) : '');
      wheel.number.textContent = shown !== null ? shown : t.phase === 'betting' ? '?' : '';
      wheel.label.textContent =
        t.phase === 'betting' ? '베팅을 받고 있습니다' : spinning ? '볼이 돌고 있습니다…' : t.detail || '';
      Object.keys(spots).forEach(function (key) {
        spots[key].button.classList.toggle('hit', shown !== null && t.phase === 'result' && spotWins(key, shown));
      });
      clear(history);
      history.appendChild(el('h2', null, '최근 결과'));
      var strip = el('div', 'recent');
      t.history
        .slice()
        .reverse()
        .forEach(function (spin) {
          strip.appendChild(el('span', 'pocket pocket-' + pocketColour(spin.number), spin.number));
        });
      history.appendChild(strip);
    }

    function tickTimer() {
      if (!view || !view.table) return;
      var left = Math.max(0, Math.ceil((phaseEnd - Date.now()) / 1000));
      timerEl.textContent = left + '초';
      timerFill.style.width = Math.min(100, (left / phaseTotal) * 100) + '%';
      timerFill.className = 'timer-fill ' + view.table.phase;
      if (kind === 'baccarat' && view.table.phase === 'dealing') drawHands(view.table);
      if (kind === 'roulette' && view.table.phase === 'dealing') renderRoulette(view.table);
    }

    var polling = false;
    function poll() {
      if (polling) return;
      polling = true;
      var sentAt = betSeq;
      request('/state').then(
        function (next) {
          polling = false;
          if (next.httpOk === false) {
            say(next.message, 'error');
            return;
          }
          render(next, sentAt === betSeq);
        },
        function () {
          polling = false;
        },
      );
    }
    poll();
    setInterval(poll, 1000);
    setInterval(tickTimer, 250);
  }

  function buildBaccaratBoard(board, spot) {
    var side = el('div', 'side-bets');
    side.appendChild(spot('playerPair', '플레이어 페어', '11:1', 'pair-spot p'));
    side.appendChild(spot('tie', '타이', '8:1', 'tie'));
    side.appendChild(spot('bankerPair', '뱅커 페어', '11:1', 'pair-spot b'));
    var main = el('div', 'main-bets');
    main.appendChild(spot('player', '플레이어', '1:1', 'player'));
    main.appendChild(spot('banker', '뱅커', '0.95:1', 'banker'));
    board.appendChild(side);
    board.appendChild(main);
  }

  var RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  function pocketColour(n) {
    return n === 0 ? 'green' : RED.indexOf(n) >= 0 ? 'red' : 'black';
  }
  function spotWins(key, n) {
    if (key === 'n' + n) return true;
    if (n === 0) return false;
    switch (key) {
      case 'red':
        return pocketColour(n) === 'red';
      case 'black':
        return pocketColour(n) === 'black';
      case 'odd':
        return n % 2 === 1;
      case 'even':
        return n % 2 === 0;
      case 'low':
        return n <= 18;
      case 'high':
        return n >= 19;
      case 'dozen1':
        return n <= 12;
      case 'dozen2':
        return n > 12 && n <= 24;
      case 'dozen3':
        return n > 24;
      case 'col1':
        return n % 3 === 1;
      case 'col2':
        return n % 3 === 2;
      case 'col3':
        return n % 3 === 0;
      default:
        return false;
    }
  }

  function buildRouletteBoard(board, spot) {
    var grid = el('div', 'roulette-grid');
    var zero = spot('n0', '0', null, 'num pocket-green zero');
    grid.appendChild(zero);
    for (var row = 0; row < 3; row++) {
      for (var column = 0; column < 12; column++) {
        var n = column * 3 + (3 - row);
        var cell = spot('n' + n, String(n), null, 'num pocket-' + pocketColour(n));
        cell.style.gridRow = String(row + 1);
        cell.style.gridColumn = String(column + 2);
        grid.appendChild(cell);
      }
      var col = spot('col' + (3 - row), '2:1', null, 'col');
      col.style.gridRow = String(row + 1);
      col.style.gridColumn = '14';
      grid.appendChild(col);
    }
    [
      ['dozen1', '1st 12'],
      ['dozen2', '2nd 12'],
      ['dozen3', '3rd 12'],
    ].forEach(function (item, index) {
      var dozen = spot(item[0], item[1], '2:1', 'outside');
      dozen.style.gridRow = '4';
      dozen.style.gridColumn = 2 + index * 4 + ' / span 4';
      grid.appendChild(dozen);
    });
    [
      ['low', '1-18'],
      ['even', '짝'],
      ['red', '레드'],
      ['black', '블랙'],
      ['odd', '홀'],
      ['high', '19-36'],
    ].forEach(function (item, index) {
      var outside = spot(
        item[0],
        item[1],
        '1:1',
        'outside ' + (item[0] === 'red' || item[0] === 'black' ? 'pocket-' + item[0] : ''),
      );
      outside.style.gridRow = '5';
      outside.style.gridColumn = 2 + index * 2 + ' / span 2';
      grid.appendChild(outside);
    });
    board.appendChild(grid);
  }

  // ---- the slot machine ----
  var SYMBOLS = { W: 'WILD', S: '★', 7: '7', B: 'BAR', C: '♛', D: '◆', A: 'A', K: 'K', Q: 'Q', J: 'J' };
  var SYMBOL_KEYS = Object.keys(SYMBOLS);

  function slot() {
    var bets = body.getAttribute('data-bets').split(',').map(Number);
    var betIndex = 2;
    var busy = false;
    var machine = el('section', 'machine');
    var feature = el('div', 'feature');
    var reels = el('div', 'reels');
    var cells = [];
    for (var reel = 0; reel < 5; reel++) {
      var column = el('div', 'reel');
      cells.push([]);
      for (var row = 0; row < 3; row++) {
        var cell = el('span', 'symbol');
        column.appendChild(cell);
        cells[reel].push(cell);
      }
      reels.appendChild(column);
    }
    var winEl = el('div', 'slot-win', '행운을 빕니다!');
    var linesEl = el('ul', 'win-lines');
    var controls = el('div', 'slot-controls');
    var minus = el('button', 'bet-step', '−');
    var betBox = el('div', 'bet-box');
    var betLabel = el('span', 'bet-label', '베팅');
    var betValue = el('strong', 'bet-value');
    var plus = el('button', 'bet-step', '+');
    var spinButton = el('button', 'spin', 'SPIN');
    var roundEl = el('p', 'round slot-round');
    [minus, plus, spinButton].forEach(function (button) {
      button.type = 'button';
    });
    minus.setAttribute('aria-label', '베팅 줄이기');
    plus.setAttribute('aria-label', '베팅 늘리기');
    betBox.appendChild(betLabel);
    betBox.appendChild(betValue);
    controls.appendChild(minus);
    controls.appendChild(betBox);
    controls.appendChild(plus);
    controls.appendChild(spinButton);
    machine.appendChild(feature);
    machine.appendChild(reels);
    machine.appendChild(winEl);
    root.appendChild(machine);
    root.appendChild(controls);
    root.appendChild(linesEl);
    root.appendChild(roundEl);
    var paytable = document.getElementById('paytable');
    if (paytable) root.appendChild(paytable);

    function showBet() {
      betValue.textContent = won(bets[betIndex]) + '원';
      minus.disabled = busy || betIndex === 0;
      plus.disabled = busy || betIndex === bets.length - 1;
      spinButton.disabled = busy;
    }
    minus.addEventListener('click', function () {
      betIndex = Math.max(0, betIndex - 1);
      showBet();
    });
    plus.addEventListener('click', function () {
      betIndex = Math.min(bets.length - 1, betIndex + 1);
      showBet();
    });

    function paint(grid, winning) {
      for (var r = 0; r < 5; r++) {
        for (var row = 0; row < 3; row++) {
          var symbol = grid[r][row];
          var node = cells[r][row];
          node.textContent = SYMBOLS[symbol];
          node.className = 'symbol sym-' + symbol + (winning && winning[r + ':' + row] ? ' lit' : '');
        }
      }
    }
    function randomGrid() {
      return [0, 1, 2, 3, 4].map(function () {
        return [0, 1, 2].map(function () {
          return SYMBOL_KEYS[Math.floor(Math.random() * SYMBOL_KEYS.length)];
        });
      });
    }
    // The machine's paylines, as the page gives them (game-page.ts): a row per reel.
    var LINES = body
      .getAttribute('data-lines')
      .split(',')
      .map(function (line) {
        return line.split('').map(Number);
      });
    function showSpin(spin, label) {
      var winning = {};
      clear(linesEl);
      spin.lineWins.forEach(function (lineWin) {
        for (var r = 0; r < lineWin.count; r++) winning[r + ':' + LINES[lineWin.line][r]] = true;
        linesEl.appendChild(
          el(
            'li',
            null,
            lineWin.line +
              1 +
              '번 라인 · ' +
              SYMBOLS[lineWin.symbol] +
              ' ×' +
              lineWin.count +
              ' — ' +
              won(lineWin.amount) +
              '원',
          ),
        );
      });
      if (spin.scatterWin > 0) {
        spin.grid.forEach(function (column, r) {
          column.forEach(function (symbol, row) {
            if (symbol === 'S') winning[r + ':' + row] = true;
          });
        });
        linesEl.appendChild(el('li', null, '스캐터 ×' + spin.scatters + ' — ' + won(spin.scatterWin) + '원'));
      }
      paint(spin.grid, winning);
      winEl.textContent =
        spin.win > 0 ? (label ? label + ' ' : '') + '당첨 ' + won(spin.win) + '원' : label || '다음 기회에!';
      winEl.className = 'slot-win' + (spin.win > 0 ? ' win' : '');
    }
    function roll(done) {
      reels.classList.add('spinning');
      var frames = 0;
      var timer = setInterval(function () {
        paint(randomGrid());
        if (++frames >= 9) {
          clearInterval(timer);
          reels.classList.remove('spinning');
          done();
        }
      }, 80);
    }
    function playFree(round, index, total) {
      if (index >= round.free.length) {
        feature.className = 'feature show';
        feature.textContent = '프리스핀 종료 · 총 당첨 ' + won(round.win) + '원';
        finish(round);
        return;
      }
      roll(function () {
        showSpin(round.free[index], '프리스핀 ' + (index + 1) + '/' + round.free.length);
        total += round.free[index].win;
        feature.textContent = '프리스핀 ' + (index + 1) + '/' + round.free.length + ' · ×3 · 누적 ' + won(total) + '원';
        setTimeout(function () {
          playFree(round, index + 1, total);
        }, 900);
      });
    }
    var pendingBalance = null;
    function finish(round) {
      busy = false;
      showBet();
      setBalance(pendingBalance);
      if (round.win > 0) say('당첨! ' + won(round.win) + '원이 지급되었습니다.', 'ok');
    }
    spinButton.addEventListener('click', function () {
      if (busy) return;
      busy = true;
      showBet();
      feature.className = 'feature';
      say('');
      var answered = null;
      var rolled = false;
      function settle() {
        if (!answered || !rolled) return;
        var answer = answered;
        if (!answer.ok) {
          busy = false;
          showBet();
          winEl.textContent = '베팅 실패';
          winEl.className = 'slot-win';
          say(answer.message, 'error');
          return;
        }
        roundEl.textContent = '라운드 ' + answer.roundId;
        pendingBalance = answer.balance;
        if (answer.creditPending) say('당첨금 지급이 지연되고 있습니다. 잠시 후 반영됩니다.', 'error');
        var round = answer.round;
        showSpin(round.base);
        if (round.free.length) {
          feature.className = 'feature show';
          feature.textContent = '★ 프리스핀 ' + round.free.length + '회 당첨! ★';
          setTimeout(function () {
            playFree(round, 0, round.base.win);
          }, 1400);
        } else {
          finish(round);
        }
      }
      request('/spin', { bet: bets[betIndex] }).then(
        function (answer) {
          answered = answer;
          settle();
        },
        function () {
          answered = { ok: false, message: '네트워크 오류입니다. 다시 시도해주세요.' };
          settle();
        },
      );
      roll(function () {
        rolled = true;
        settle();
      });
    });
    paint(randomGrid());
    showBet();
    function refresh() {
      if (busy) return;
      request('/state').then(function (state) {
        if (!busy && state.httpOk !== false) setBalance(state.balance);
      });
    }
    setInterval(refresh, 10000);
  }

  if (kind === 'slot') slot();
  else table();
})();
