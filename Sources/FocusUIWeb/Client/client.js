// FocusUI's browser client. The Swift process owns the views: this script
// sends what the user does and applies the patches that come back. It keeps
// two layers: the rows of cells the window drew (hidden from assistive
// technologies) and real elements laid over them, transparent, which carry
// focus, names, roles and states. What travels between the two is the
// wire protocol in the page's "protocol" script element (the server's
// Client/protocol.json): its version, its element kinds and its key names.
"use strict";

(() => {
  const wire = JSON.parse(document.getElementById("protocol").textContent);
  const app = document.getElementById("app");
  const cells = document.getElementById("cells");
  const containers = {
    menuTitle: document.getElementById("menubar"),
    menuItem: document.getElementById("menu"),
    other: document.getElementById("elements"),
  };
  // The live regions: polite waits for the screen reader to finish,
  // assertive interrupts it (an announcement's priority).
  const live = document.getElementById("live");
  const alertRegion = document.getElementById("alert");
  // The descriptions of elements with custom content (aria-describedby
  // points here); hidden, as a description needs no box.
  const descriptions = document.createElement("div");
  descriptions.hidden = true;
  app.appendChild(descriptions);
  const notice = document.getElementById("notice");
  const elements = new Map(); // key → element
  let socket = null;
  let size = [0, 0];
  let metrics = { cw: 9.6, ch: 20 };
  let wantedFocus = null; // the key the server says has focus
  let settingFocus = false; // true while this script moves focus itself
  let ended = false;
  // The directions Tab leaves the page in from the window's focus: there
  // the browser has the key (no keyboard trap).
  let exits = { forward: false, backward: false };

  // MARK: Connection
  //
  // The page reconnects by itself, with backoff, to the same window (its id
  // is kept in sessionStorage, so a reload finds it too). Every message is
  // numbered and kept until a patch says the server handled it: after a
  // drop, what the server never got is sent again, once. While the
  // connection is down, keys wait (the notice counts them); too many, and
  // more are refused, visibly.

  const token = new URLSearchParams(location.search).get("token") || "";
  const windowKey = "focusui.window";
  let windowID = sessionStorage.getItem(windowKey) || "";
  let greeted = false; // the connection's first patch has come
  let retry = 0;
  const maximumWaiting = 1000;
  let waiting = []; // [number, text] not yet handled
  let refusedOffline = 0;

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const query = new URLSearchParams({ token, window: windowID });
    socket = new WebSocket(`${scheme}//${location.host}/session?${query}`);
    greeted = false;
    socket.addEventListener("message", (event) => {
      let patch;
      try {
        patch = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!greeted && !greet(patch)) return;
      apply(patch);
    });
    socket.addEventListener("close", (event) => {
      socket = null;
      if (ended) return;
      if (event.code === 4001) {
        // Another tab took this window: reconnecting would take it back.
        sessionStorage.removeItem(windowKey);
        showNotice("This window is open in another tab now. Reload for a new one.");
        ended = true;
        return;
      }
      const delay = Math.min(5000, 250 * 2 ** retry) * (0.75 + Math.random() / 2);
      retry += 1;
      showOffline();
      setTimeout(connect, delay);
    });
  }

  // A connection's first patch names its window and carries all of it.
  function greet(patch) {
    if (patch.version !== wire.version) {
      // A page kept from before the app was updated (or a newer one):
      // reading patches of another version would show nonsense.
      ended = true;
      socket.close();
      sessionStorage.removeItem(windowKey);
      document.documentElement.dataset.connected = "false";
      showNotice(`This page speaks version ${wire.version} of FocusUI's protocol, the app version ${patch.version ?? "unknown"}. Reload the page.`);
      return false;
    }
    greeted = true;
    retry = 0;
    resetPage();
    if (patch.window) {
      windowID = patch.window;
      sessionStorage.setItem(windowKey, windowID);
    }
    const handled = patch.handled || 0;
    let message = null;
    if (patch.resumed) {
      waiting = waiting.filter(([number]) => number > handled);
      if (!waiting.length) sent = handled;
    } else {
      if (patch.expired) {
        message = "Your window closed while the connection was down (it waits a few minutes): this is a new one.";
      }
      if (waiting.length) {
        message = `${message ? message + " " : ""}${waiting.length} key${waiting.length === 1 ? "" : "s"} typed while offline could not be sent.`;
      }
      waiting = [];
      sent = handled;
    }
    if (refusedOffline) {
      message = `${message ? message + " " : ""}${refusedOffline} key${refusedOffline === 1 ? " was" : "s were"} refused while offline (too many waiting).`;
      refusedOffline = 0;
    }
    document.documentElement.dataset.sent = String(sent);
    if (message) showNotice(message); else hideNotice();
    document.documentElement.dataset.connected = "true";
    // What the server never got, in order, then this page's size.
    for (const [, text] of waiting) socket.send(text);
    sentSize = null;
    setTimeout(() => sendSize(true));
    // A window that opens (or reconnects) in the background is inactive.
    if (!document.hasFocus()) send({ type: "activation", active: false });
    return true;
  }

  // Messages sent, and handled as the server last said: a script waits
  // for the two to meet before it looks at the page.
  let sent = 0;
  function send(message) {
    if (ended) return;
    if (waiting.length >= maximumWaiting) {
      refusedOffline += 1;
      showOffline();
      return;
    }
    const text = JSON.stringify(message);
    waiting.push([++sent, text]);
    document.documentElement.dataset.sent = String(sent);
    if (socket && socket.readyState === WebSocket.OPEN && greeted) socket.send(text);
    else showOffline();
  }

  function showOffline() {
    document.documentElement.dataset.connected = "false";
    const keys = waiting.length ? ` ${waiting.length} event${waiting.length === 1 ? "" : "s"} will be sent when it is back.` : "";
    const refused = refusedOffline ? ` ${refusedOffline} refused: too many waiting.` : "";
    showNotice(`The connection to the app is lost; reconnecting…${keys}${refused}`);
  }

  function showNotice(text) {
    notice.textContent = text;
    notice.hidden = false;
  }

  function hideNotice() {
    notice.textContent = "";
    notice.hidden = true;
  }

  // The notice never covers the window (and so the focused element, WCAG
  // 2.4.11): while it shows, the window ends above it and is laid out in
  // the rows left.
  new ResizeObserver(() => {
    const height = notice.hidden ? 0 : notice.offsetHeight;
    const bottom = `${height}px`;
    if (app.style.bottom === bottom || (!height && !app.style.bottom)) return;
    app.style.bottom = height ? bottom : "";
    sendSize(false);
  }).observe(notice);

  // The page before a connection's first patch, which brings all of it.
  function resetPage() {
    for (const element of elements.values()) element.remove();
    elements.clear();
    descriptions.replaceChildren();
    order = [];
    wantedFocus = null;
    size = [0, 0];
    resizeRows(0);
  }

  // MARK: Cells and sizes

  function measure() {
    const probe = document.createElement("span");
    probe.textContent = "0".repeat(20);
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre";
    app.appendChild(probe);
    const box = probe.getBoundingClientRect();
    probe.remove();
    const lineHeight = parseFloat(getComputedStyle(app).lineHeight);
    metrics = { cw: box.width / 20, ch: Number.isFinite(lineHeight) ? lineHeight : box.height };
    document.documentElement.style.setProperty("--cw", `${metrics.cw}px`);
    document.documentElement.style.setProperty("--ch", `${metrics.ch}px`);
  }

  let sentSize = null;
  function sendSize(force) {
    // Offline, a size waits for the connection (which sends it first
    // thing): it is no event the user made.
    if (!greeted || !socket || socket.readyState !== WebSocket.OPEN) return;
    const columns = Math.max(1, Math.floor(app.clientWidth / metrics.cw));
    const rows = Math.max(1, Math.floor(app.clientHeight / metrics.ch));
    if (!force && sentSize && sentSize[0] === columns && sentSize[1] === rows) return;
    sentSize = [columns, rows];
    send({ type: "resize", columns, rows });
  }

  function resizeRows(rows) {
    while (cells.children.length > rows) cells.lastChild.remove();
    while (cells.children.length < rows) {
      const row = document.createElement("div");
      row.className = "row";
      cells.appendChild(row);
    }
  }

  // Rows top..<bottom move up by `by` (down when negative) as they are:
  // a scroll view that scrolled. The rows moved in are blank until drawn.
  function shiftRows(top, bottom, by) {
    const count = Math.min(Math.abs(by), bottom - top);
    if (top < 0 || bottom > cells.children.length || count === 0) return;
    const blank = () => {
      const row = document.createElement("div");
      row.className = "row";
      return row;
    };
    if (by > 0) {
      for (let index = 0; index < count; index++) cells.children[top].remove();
      const after = cells.children[bottom - count] || null;
      for (let index = 0; index < count; index++) cells.insertBefore(blank(), after);
    } else {
      for (let index = 0; index < count; index++) cells.children[bottom - count].remove();
      const before = cells.children[top] || null;
      for (let index = 0; index < count; index++) cells.insertBefore(blank(), before);
    }
  }

  function drawRow(y, runs) {
    const row = cells.children[y];
    if (!row) return;
    const spans = runs.map(([text, css]) => {
      const span = document.createElement("span");
      span.textContent = text;
      if (css) span.style.cssText = css;
      return span;
    });
    row.replaceChildren(...spans);
  }

  // MARK: Elements

  // The element a kind is made as: its tag, properties and attributes,
  // from the schema's "kinds".
  function make(kind) {
    const made = wire.kinds[kind] || { tag: "span" };
    const element = document.createElement(made.tag);
    Object.assign(element, made.properties || {});
    for (const [name, value] of Object.entries(made.attributes || {})) element.setAttribute(name, value);
    return element;
  }

  // Each write below happens only when the value changes: a Tab that
  // scrolls the form sends every visible element again, and writing an
  // attribute, a style property or a control's state with the value it
  // already has still makes the browser recompute style and the
  // accessibility tree (a third of a Tab's time in the page).
  function setAttribute(element, name, value) {
    if (value === null || value === undefined || value === false) {
      if (element.hasAttribute(name)) element.removeAttribute(name);
      return;
    }
    const text = value === true ? "true" : String(value);
    if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }

  function setStyleProperty(element, name, value) {
    const text = String(value);
    if (element.style.getPropertyValue(name) !== text) element.style.setProperty(name, text);
  }

  function setText(element, text) {
    if (element.textContent !== text) element.textContent = text;
  }

  // Lists, their rows and tab bars only give structure: no box, no name,
  // no focus.
  const isStructure = (kind) => !!(wire.kinds[kind] && wire.kinds[kind].structure);

  function update(element, node) {
    const kind = node.kind;
    if ((element.dataset.parent || "") !== (node.parent || "")) {
      element.dataset.parent = node.parent || "";
      moved = true;
    }
    if (isStructure(kind)) return;
    const name = node.name || "";
    const value = node.value ?? null;
    setStyleProperty(element, "--x", node.x);
    setStyleProperty(element, "--y", node.y);
    setStyleProperty(element, "--w", node.width);
    setStyleProperty(element, "--h", node.height || 1);
    if (kind === "scroll") {
      // The elements in the box are placed in its content: this moves
      // them all.
      const [sx, sy] = node.offset || [0, 0];
      setStyleProperty(element, "--sx", sx);
      setStyleProperty(element, "--sy", sy);
      return;
    }
    const isInput = kind === "field" || kind === "secure" || kind === "toggle";
    const isNative = isInput || element.tagName === "BUTTON";
    // Tab reaches what the window's focus order does; the rest only
    // takes focus when the app moves accessibility focus there.
    // A menu item is never in the Tab order, but takes focus while it is
    // the open menu's highlighted one.
    if (node.focusable) setAttribute(element, "tabindex", 0);
    else if (isNative || kind === "link" || kind === "menuItem") setAttribute(element, "tabindex", -1);
    else if (!element.dataset.accessibilityFocus) setAttribute(element, "tabindex", null);
    if (isNative) {
      if (element.disabled !== !!node.disabled) element.disabled = !!node.disabled;
    }
    else setAttribute(element, "aria-disabled", !!node.disabled);
    // An element combined into another, or hidden, is not read, unless
    // it can take focus (then hiding it would be a trap).
    setAttribute(element, "aria-hidden", node.hidden && !node.focusable ? true : null);
    // What accessibility modifiers add: an identifier for tests, the
    // element naming this one, custom content as its description, and
    // whether a screen reader's click is the element's own to answer.
    setAttribute(element, "data-testid", node.testID || null);
    setAttribute(element, "aria-labelledby", node.labeledBy ? `e-${node.labeledBy}` : null);
    if (node.activates) element.dataset.activates = "1"; else delete element.dataset.activates;
    // Behind a sheet or an alert: no Tab, no click, no screen reader's
    // cursor reaches it.
    if (element.inert !== !!node.inert) element.inert = !!node.inert;
    // How a screen reader should speak it (CSS Speech's words, which
    // browsers do not act on yet), a polite live region for queued
    // announcements, and the next element linked with it.
    setAttribute(element, "data-speak-as", node.speakAs || null);
    setAttribute(element, "data-voice-pitch", node.voicePitch || null);
    setAttribute(element, "aria-live", node.politeLive ? "polite" : null);
    setAttribute(element, "aria-flowto", node.flowTo ? `e-${node.flowTo}` : null);
    describe(element, node);
    switch (kind) {
      case "field":
      case "secure":
        setAttribute(element, "aria-label", name);
        if (element.value !== (value || "")) element.value = value || "";
        break;
      case "toggle":
        setAttribute(element, "aria-label", name);
        if (element.checked !== (value === "on")) element.checked = value === "on";
        break;
      case "slider":
      case "stepper":
      case "progress": {
        setAttribute(element, "aria-label", name || kind);
        const number = parseFloat(value);
        const fraction = kind === "progress" && Number.isFinite(number) && number <= 1;
        setAttribute(element, "aria-valuenow", Number.isFinite(number) ? (fraction ? Math.round(number * 100) : number) : (kind === "progress" ? null : 0));
        if (fraction) { element.setAttribute("aria-valuemin", "0"); element.setAttribute("aria-valuemax", "100"); }
        setAttribute(element, "aria-valuetext", value && !fraction ? value : null);
        setText(element, value || "");
        break;
      }
      case "picker":
        setText(element, value ? `${name}: ${value}` : name || "Picker");
        break;
      case "group":
        setAttribute(element, "aria-label", name || null);
        setText(element, value || "");
        break;
      case "image":
        setAttribute(element, "aria-label", name || "image");
        break;
      case "divider":
        break;
      case "tab":
        // A badge is read after the title.
        setText(element, value ? `${name} ${value}` : name);
        break;
      case "menuItem":
        setText(element, name);
        setAttribute(element, "aria-keyshortcuts", node.shortcut ? keyShortcut(node.shortcut) : null);
        break;
      default:
        setText(element, name || (element.tagName === "BUTTON" ? "Button" : ""));
    }
    if (kind === "disclosure" || kind === "menuTitle") setAttribute(element, "aria-expanded", node.expanded ? "true" : "false");
    // A tab says whether it is selected; a row or option that it is the
    // current one.
    if (kind === "tab") setAttribute(element, "aria-selected", node.selected ? "true" : "false");
    else setAttribute(element, "aria-current", node.selected && kind !== "menuItem" ? "true" : null);
  }

  // A shortcut ({key: "S", modifiers: ["control", "shift"]}) as
  // aria-keyshortcuts writes it ("Control+Shift+S"). Command is Control
  // here, as in the terminal (the schema's modifier "shortcut" name), and
  // the space key is "Space".
  function keyShortcut(shortcut) {
    const names = shortcut.modifiers.map((name) => {
      const modifier = wire.modifiers[name];
      return modifier.shortcut || modifier.browser;
    });
    const key = shortcut.key === " " ? "Space" : shortcut.key;
    return [...new Set(names), key].join("+");
  }

  // The element's description: its hint, and its custom content after it.
  function describe(element, node) {
    const key = element.dataset.key;
    let description = document.getElementById(`d-${key}`);
    if (!node.customContent || !node.customContent.length) {
      if (description) description.remove();
      setAttribute(element, "aria-describedby", null);
      setAttribute(element, "aria-description", node.hint || null);
      return;
    }
    if (!description) {
      description = document.createElement("span");
      description.id = `d-${key}`;
      descriptions.appendChild(description);
    }
    description.textContent = [node.hint, ...node.customContent].filter(Boolean).join(". ");
    element.removeAttribute("aria-description");
    element.setAttribute("aria-describedby", description.id);
  }

  function upsert(node) {
    let element = elements.get(node.key);
    if (!element || element.dataset.kind !== node.kind) {
      const fresh = make(node.kind);
      fresh.id = `e-${node.key}`;
      fresh.dataset.key = node.key;
      fresh.dataset.kind = node.kind;
      if (element) element.replaceWith(fresh);
      element = fresh;
      elements.set(node.key, element);
    }
    update(element, node);
  }

  function containerOf(element) {
    return containers[element.dataset.kind] || containers.other;
  }

  // A list's row for the elements in it, the layer of its kind for the rest.
  function parentOf(element) {
    return (element.dataset.parent && elements.get(element.dataset.parent)) || containerOf(element);
  }

  function reorder(keys) {
    const wanted = new Map();
    for (const key of keys) {
      const element = elements.get(key);
      if (!element) continue;
      const container = parentOf(element);
      if (!wanted.has(container)) wanted.set(container, []);
      wanted.get(container).push(element);
    }
    const place = (parent, list) => list.forEach((element, index) => {
      if (parent.children[index] !== element) parent.insertBefore(element, parent.children[index] || null);
    });
    for (const container of Object.values(containers)) {
      const list = wanted.get(container) || [];
      place(container, list);
      container.hidden = container !== containers.other && list.length === 0;
    }
    // A tab bar's selected tab comes first in the window's order (it is
    // the bar's focus stop): its tabs are placed as they are drawn.
    const x = (element) => Number(element.style.getPropertyValue("--x"));
    for (const [parent, list] of wanted) {
      if (Object.values(containers).includes(parent)) continue;
      if (parent.dataset.kind === "tabList") list.sort((a, b) => x(a) - x(b));
      place(parent, list);
    }
  }

  // MARK: Focus

  function focusElement(element) {
    if (!element || document.activeElement === element) return;
    settingFocus = true;
    try {
      element.focus({ preventScroll: true });
    } finally {
      settingFocus = false;
    }
  }

  // Accessibility focus: the element itself, made focusable for the time
  // it has focus when it is not.
  function focusForAccessibility(element) {
    if (!element) return;
    if (!element.hasAttribute("tabindex")) {
      element.setAttribute("tabindex", "-1");
      element.dataset.accessibilityFocus = "1";
      element.addEventListener("blur", () => {
        delete element.dataset.accessibilityFocus;
        if (element.getAttribute("tabindex") === "-1" && !["INPUT", "BUTTON", "A"].includes(element.tagName)) element.removeAttribute("tabindex");
      }, { once: true });
    }
    focusElement(element);
  }

  function announce(region, texts) {
    // A fresh text node each time, so the same words are read again.
    region.textContent = "";
    setTimeout(() => { region.textContent = texts.join(". "); }, 30);
  }

  // MARK: Patches

  let refocus = false;
  let order = [];
  let moved = false; // an element's parent changed: place them again
  function apply(patch) {
    if (patch.size) {
      size = [patch.size.columns, patch.size.rows];
      resizeRows(size[1]);
      document.documentElement.dataset.size = size.join("x");
    }
    for (const [top, bottom, by] of patch.shift || []) shiftRows(top, bottom, by);
    for (const [y, runs] of patch.rows || []) drawRow(y, runs);
    for (const node of patch.set || []) upsert(node);
    for (const key of patch.remove || []) {
      const element = elements.get(key);
      if (!element) continue;
      // A row's (or a scroll box's) elements that stay are placed again
      // below.
      if (isStructure(element.dataset.kind) || element.dataset.kind === "scroll") {
        for (const child of element.querySelectorAll("[data-key]")) containers.other.appendChild(child);
        moved = true;
      }
      element.remove();
      elements.delete(key);
      const description = document.getElementById(`d-${key}`);
      if (description) description.remove();
    }
    if (patch.order) order = patch.order;
    if (patch.order || moved) reorder(order);
    moved = false;
    if ("focus" in patch) {
      wantedFocus = patch.focus;
      // The window's focus, for scripts that check the page against it.
      document.documentElement.dataset.focus = patch.focus || "";
      if (patch.focus === null) {
        if (app.contains(document.activeElement) && !document.activeElement.dataset.accessibilityFocus) {
          settingFocus = true;
          document.activeElement.blur();
          settingFocus = false;
        }
      } else {
        focusElement(elements.get(patch.focus));
      }
    } else if (refocus && wantedFocus && document.activeElement !== elements.get(wantedFocus)) {
      // A key went to the window's focused view: the browser's focus goes
      // back there from wherever accessibility focus had taken it.
      focusElement(elements.get(wantedFocus));
    }
    refocus = false;
    if (patch.caret !== undefined && patch.caret !== null) {
      const element = document.activeElement;
      if (element && element.tagName === "INPUT" && element.type !== "checkbox") {
        try { element.setSelectionRange(patch.caret, patch.caret); } catch {}
      }
    }
    if (patch.accessibilityFocus) focusForAccessibility(elements.get(patch.accessibilityFocus));
    if (patch.say && patch.say.length) announce(live, patch.say);
    if (patch.alert && patch.alert.length) announce(alertRegion, patch.alert);
    if (patch.modal !== undefined) containers.menuTitle.inert = containers.menuItem.inert = !!patch.modal;
    if (patch.exits) {
      exits = { forward: patch.exits.includes("forward"), backward: patch.exits.includes("backward") };
      // For scripts that check the page: where Tab leaves it.
      document.documentElement.dataset.exits = patch.exits.join(" ");
    }
    if (patch.errors) for (const error of patch.errors) console.warn("FocusUI refused a message:", error);
    if (patch.ended) {
      ended = true;
      sessionStorage.removeItem(windowKey);
      showNotice("The app has quit. Reload to start it again.");
    }
    if (patch.handled !== undefined) {
      document.documentElement.dataset.handled = String(patch.handled);
      while (waiting.length && waiting[0][0] <= patch.handled) waiting.shift();
    }
    document.documentElement.dataset.patches = String((+document.documentElement.dataset.patches || 0) + 1);
  }

  // MARK: Input

  // The keys the window knows by name (F5 and F11 stay the browser's:
  // isBrowserKey keeps them).
  const namedKeys = new Set(wire.keys.map((key) => key.browser));

  // The modifiers held, by their schema names.
  function modifiers(event) {
    return Object.keys(wire.modifiers).filter((name) => event.getModifierState(wire.modifiers[name].browser));
  }

  // Keys the browser keeps: reload, zoom, developer tools.
  function isBrowserKey(event) {
    const key = event.key.toLowerCase();
    if (event.key === "F5" || event.key === "F11") return true;
    if ((event.ctrlKey || event.metaKey) && ["r", "+", "-", "=", "0", "l", "t"].includes(key)) return true;
    return (event.ctrlKey || event.metaKey) && event.shiftKey && ["i", "j"].includes(key);
  }

  // Tab past the window's last stop (Shift-Tab before its first) is the
  // browser's: focus leaves the page as from any other, instead of going
  // round the window's order for ever (WCAG 2.1.2). Inside a sheet or an
  // alert the window keeps it: Escape dismisses them.
  function leavesPage(event) {
    if (event.key !== "Tab" || event.ctrlKey || event.altKey || event.metaKey) return false;
    const focused = wantedFocus && elements.get(wantedFocus);
    return !!focused && document.activeElement === focused && (event.shiftKey ? exits.backward : exits.forward);
  }

  document.addEventListener("keydown", (event) => {
    if (ended || event.isComposing || isBrowserKey(event) || leavesPage(event)) return;
    const isCharacter = [...event.key].length === 1;
    if (isCharacter && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      refocus = true;
      send({ type: "text", text: event.key });
    } else if (isCharacter || namedKeys.has(event.key)) {
      event.preventDefault();
      refocus = true;
      send({ type: "key", key: event.key, modifiers: modifiers(event) });
    }
  });

  // Text that arrives without a key (an input method, dictation, the
  // browser's autofill) takes the same path as typing.
  document.addEventListener("beforeinput", (event) => {
    event.preventDefault();
    if (event.inputType === "deleteContentBackward") send({ type: "key", key: "Backspace", modifiers: [] });
    else if (event.inputType === "deleteContentForward") send({ type: "key", key: "Delete", modifiers: [] });
    else if (event.data) send({ type: "text", text: event.data });
  });

  document.addEventListener("paste", (event) => {
    event.preventDefault();
    const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
    if (text) send({ type: "paste", text });
  });

  function cellAt(event) {
    const box = app.getBoundingClientRect();
    return {
      x: Math.max(0, Math.floor((event.clientX - box.left) / metrics.cw)),
      y: Math.max(0, Math.floor((event.clientY - box.top) / metrics.ch)),
    };
  }

  // The server decides what a press does (and where focus goes); the
  // browser's own focus change would race it.
  app.addEventListener("mousedown", (event) => {
    if (event.button !== 0 || event.target === notice) return;
    event.preventDefault();
    send({ type: "click", ...cellAt(event) });
  });

  // A click that came without a press (a screen reader's activation, a
  // label clicked by a test) activates that element.
  app.addEventListener("click", (event) => {
    if (event.detail !== 0) return;
    const element = event.target.closest("[data-key]");
    if (!element) return;
    event.preventDefault();
    // An accessibility action's button, or an element that answers a
    // screen reader's click itself (a default action, a control of a
    // representation that no view draws).
    if (element.dataset.kind === "action") {
      send({ type: "action", element: element.dataset.key });
      return;
    }
    if (element.dataset.activates) {
      send({ type: "activate", element: element.dataset.key });
      return;
    }
    const box = element.getBoundingClientRect();
    send({ type: "click", ...cellAt({ clientX: box.left + 1, clientY: box.top + 1 }) });
  });

  let pendingMove = null;
  app.addEventListener("mousemove", (event) => {
    const first = pendingMove === null;
    pendingMove = cellAt(event);
    if (first) requestAnimationFrame(() => { send({ type: "move", ...pendingMove }); pendingMove = null; });
  });
  app.addEventListener("mouseleave", () => send({ type: "move" }));

  app.addEventListener("wheel", (event) => {
    event.preventDefault();
    const lines = Math.sign(event.deltaY) * Math.max(1, Math.round(Math.abs(event.deltaY) / metrics.ch));
    if (lines) send({ type: "scroll", lines, ...cellAt(event) });
  }, { passive: false });

  // Focus moved by the browser itself (an assistive technology, a test):
  // the window's focus follows.
  document.addEventListener("focusin", (event) => {
    if (settingFocus) return;
    const key = event.target.dataset && event.target.dataset.key;
    if (key && key.startsWith("n") && key !== wantedFocus) send({ type: "focus", element: key });
  });

  // The browser window's focus is the scene's: inactive while another
  // window or tab has it (`scenePhase`, `appearsActive`).
  window.addEventListener("focus", () => send({ type: "activation", active: true }));
  window.addEventListener("blur", () => send({ type: "activation", active: false }));

  window.addEventListener("resize", () => {
    measure();
    sendSize(false);
  });

  measure();
  connect();
})();
