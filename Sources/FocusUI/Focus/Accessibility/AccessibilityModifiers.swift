extension View {
  func accessibility(
    actions: [AccessibilityActionHandler] = [], _ change: (inout AccessibilityAttributes) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var attributes = AccessibilityAttributes()
    change(&attributes)
    return modifier(AccessibilityAttachmentModifier(attributes: attributes, actions: actions))
  }

  // MARK: - Label, value, hint

  /// The label, from a localized key held in a variable.
  ///
  /// ```swift
  /// let name: LocalizedStringKey = "Delicious"
  /// Text("😋").accessibilityLabel(name)
  /// ```
  @_disfavoredOverload
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityLabel(labelKey.string)
  }

  /// What assistive technologies call this view, instead of its text.
  ///
  /// ```swift
  /// Button("✕") { close() }.accessibilityLabel("Close")
  /// ```
  /// On a view holding several elements, each gets the label; to make
  /// them one element, add ``accessibilityElement(children:)``. The label
  /// closest to the view wins.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.label = String(label) }
  }

  /// The label, from a `Text`.
  ///
  /// ```swift
  /// Image(systemName: "trash").accessibilityLabel(Text("Delete"))
  /// ```
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(label.content)
  }

  /// The view's current value, as assistive technologies read it.
  ///
  /// ```swift
  /// Text("\(volume)%").accessibilityValue("\(volume) percent")
  /// ```
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.value = String(value) }
  }

  /// The value, from a localized key held in a variable.
  @_disfavoredOverload
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityValue(valueKey.string)
  }

  /// The value, from a `Text`.
  ///
  /// ```swift
  /// Gauge(value: level).accessibilityValue(Text("\(Int(level * 100)) percent"))
  /// ```
  public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityValue(value.content)
  }

  /// What activating the view does, read after its label.
  ///
  /// ```swift
  /// Button("Send") { send() }.accessibilityHint("Sends the message to all recipients")
  /// ```
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.hint = String(hint) }
  }

  /// The hint, from a localized key held in a variable.
  @_disfavoredOverload
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHint(hintKey.string)
  }

  /// The hint, from a `Text`.
  ///
  /// ```swift
  /// Button("Send") { send() }.accessibilityHint(Text("Sends the message"))
  /// ```
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(hint.content)
  }

  // MARK: - Hiding, grouping, traits

  /// Hides this view and everything in it from assistive technologies.
  ///
  /// ```swift
  /// Text("★★★").accessibilityHidden(true)
  /// ```
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility { $0.isHidden = hidden }
  }

  /// Makes this view one accessibility element (`.ignore`, `.combine`) or a
  /// group of its children's (`.contain`).
  ///
  /// ```swift
  /// HStack {
  ///   Text("Ada Lovelace")
  ///   Text("Online")
  /// }
  /// .accessibilityElement(children: .combine)   // "Ada Lovelace, Online"
  /// ```
  /// Combining also gathers the children's custom content and named
  /// actions into the one element.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.children = children }
  }

  /// Adds `traits` to the view's element.
  ///
  /// ```swift
  /// Text("Settings").accessibilityAddTraits(.isHeader)
  /// ```
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.addedTraits = traits }
  }

  /// Removes `traits` from the view's element.
  ///
  /// ```swift
  /// Button("Row") { open() }.accessibilityRemoveTraits(.isButton)
  /// ```
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.removedTraits = traits }
  }

  // MARK: - Identifier and order

  /// Identifies the view's elements to tests and automation; assistive
  /// technologies never say it.
  ///
  /// ```swift
  /// Button("Sign In") { signIn() }
  ///   .accessibilityIdentifier("signInButton")
  /// ```
  /// ``TestHost/accessibilityElement(identifier:)`` finds the element by
  /// it, and the browser host sets it as the element's `data-testid` (what
  /// Playwright's `get_by_test_id` looks for). On a view holding several
  /// elements, each gets it; the identifier closest to the view wins.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.identifier = identifier }
  }

  /// Where the view's element is read among the elements of its
  /// container: higher priorities first; 0 unless set.
  ///
  /// ```swift
  /// VStack {
  ///   Text("Details")
  ///   Text("Total: $42").accessibilitySortPriority(1)   // read first
  /// }
  /// .accessibilityElement(children: .contain)
  /// ```
  ///
  /// The container is the nearest view made a group with
  /// `.accessibilityElement(children: .contain)`, or the window (or the
  /// presentation) around. Elements of equal priority keep the order of
  /// the views; a group moves with everything in it. The terminal's
  /// screen reader and ``AssistiveTechnologyDriver`` move in this order,
  /// and the browser host orders the page's elements so. While any view
  /// sets a priority, a move of the cursor walks the container's elements
  /// (otherwise only the views around the cursor).
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.sortPriority = sortPriority }
  }

  // MARK: - Speech and display

  /// Whether a screen reader speaks the view's text character by
  /// character: an acronym ("APPL" as "A P P L"), a code, digits ("25"
  /// as "2 5").
  ///
  /// ```swift
  /// Text(order.confirmationCode).speechSpellsOutCharacters()
  /// ```
  ///
  /// The terminal's screen reader (and ``AccessibilityElement/announcement``)
  /// says the characters one by one. The browser host leaves the name as
  /// it is, marking the element `data-speak-as="spell-out"` (CSS Speech's
  /// word): ARIA has no way to ask for spelling (browsers do not implement
  /// CSS `speak-as`), and spacing the name out would garble it on a
  /// braille display.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.speech.spellsOutCharacters = value }
  }

  /// Raises (up to 1) or lowers (down to -1) the pitch a screen reader
  /// speaks the elements of this view in; values past either end are
  /// clamped.
  ///
  /// ```swift
  /// Text(error.message).speechAdjustedPitch(-0.3)
  /// ```
  ///
  /// The elements carry it as ``AccessibilityElement/speechAdjustedPitch``
  /// for a host's voice; the browser marks them `data-voice-pitch` (CSS
  /// Speech's `x-low` … `x-high`). A `Text`'s own setting wins.
  public func speechAdjustedPitch(_ value: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility { $0.speech.adjustedPitch = value }
  }

  /// Has a screen reader name every punctuation mark in the elements of
  /// this view: code, formulas, prices whose marks matter.
  ///
  /// ```swift
  /// Text(snippet.source).speechAlwaysIncludesPunctuation()
  /// ```
  ///
  /// The terminal's screen reader says "x = y;" as "x equals y semicolon";
  /// the browser marks the element `data-speak-as="literal-punctuation"`.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.speech.alwaysIncludesPunctuation = value }
  }

  /// Has announcements of the elements of this view wait for what a
  /// screen reader is saying instead of interrupting it.
  ///
  /// ```swift
  /// Text(status).speechAnnouncementsQueued()
  /// ```
  ///
  /// The elements carry it as ``AccessibilityElement/speechAnnouncementsQueued``;
  /// the browser makes such an element a polite live region
  /// (`aria-live="polite"`), which speaks a change after the speech under
  /// way.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.speech.announcementsQueued = value }
  }

  /// Keeps the view's colors when the system inverts colors (Smart
  /// Invert), as for photos and video.
  ///
  /// ```swift
  /// Image("sunset").accessibilityIgnoresInvertColors()
  /// ```
  ///
  /// A no-op in every FocusUI host: a terminal has no color inversion of
  /// its own to opt out of (the user's palette applies to every cell
  /// alike), and a browser has no per-element opt-out of a system-wide
  /// inversion either. It compiles so that the app's code is unchanged.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    self
  }

  // MARK: - Custom content

  /// Adds an entry of additional information to the view's element,
  /// labelled by `key`: read after the element when `importance` is
  /// `.high`, on request otherwise.
  ///
  /// ```swift
  /// extension AccessibilityCustomContentKey {
  ///   static let age = AccessibilityCustomContentKey("Age")
  /// }
  ///
  /// PersonRow(person).accessibilityCustomContent(.age, Text("\(person.age)"))
  /// ```
  ///
  /// A `nil` value removes an entry added earlier (closer to the view)
  /// with the key's identifier; an entry added later replaces it.
  /// The terminal's screen reader reads `.high` entries after the
  /// element's label and value, says "more content available" for the
  /// others, and reads them one by one with Alt-C (VoiceOver's "More
  /// Content" rotor). The browser host describes the element with every
  /// entry (`aria-describedby`).
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: key, value: value?.content, importance: importance)
  }

  /// Adds an entry labelled by `key`, its value a localized key.
  ///
  /// ```swift
  /// PhotoView(photo).accessibilityCustomContent(.orientation, "Landscape")
  /// ```
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: key, value: valueKey.string, importance: importance)
  }

  /// Adds an entry labelled by `key`, its value a string.
  ///
  /// ```swift
  /// PersonRow(person).accessibilityCustomContent(.age, person.ageDescription)
  /// ```
  public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: key, value: String(value), importance: importance)
  }

  /// Adds an entry labelled `label`.
  ///
  /// ```swift
  /// PersonRow(person).accessibilityCustomContent(Text("Age"), Text("\(person.age)"))
  /// ```
  public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: AccessibilityCustomContentKey(label), value: value.content, importance: importance)
  }

  /// Adds an entry labelled `labelKey`, its value a `Text`.
  ///
  /// ```swift
  /// PersonRow(person).accessibilityCustomContent("Age", Text("\(person.age)"))
  /// ```
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: AccessibilityCustomContentKey(labelKey), value: value.content, importance: importance)
  }

  /// Adds an entry labelled `labelKey`, its value a localized key.
  ///
  /// ```swift
  /// PersonRow(person).accessibilityCustomContent("Role", "Engineer", importance: .high)
  /// ```
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: AccessibilityCustomContentKey(labelKey), value: valueKey.string, importance: importance)
  }

  /// Adds an entry labelled `labelKey`, its value a string.
  ///
  /// ```swift
  /// PersonRow(person).accessibilityCustomContent("Email", person.email)
  /// ```
  public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    customContent(key: AccessibilityCustomContentKey(labelKey), value: String(value), importance: importance)
  }

  private func customContent(
    key: AccessibilityCustomContentKey, value: String?, importance: AXCustomContent.Importance
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility {
      $0.customContent = [.init(id: key.id, label: key.label, value: value, importance: importance)]
    }
  }

  // MARK: - Labeled pairs

  /// Pairs this view's element with another's in `namespace` that has the
  /// same `id`: the `.label` element names the `.content` element.
  ///
  /// ```swift
  /// @Namespace private var pairs
  ///
  /// HStack {
  ///   Text("Notifications")
  ///     .accessibilityLabeledPair(role: .label, id: "notifications", in: pairs)
  ///   Toggle(isOn: $notifies) { EmptyView() }
  ///     .accessibilityLabeledPair(role: .content, id: "notifications", in: pairs)
  /// }
  /// ```
  ///
  /// The content element takes the label element's label, unless it has
  /// an ``accessibilityLabel(_:)`` of its own; the label element is still
  /// read where it is. The browser host points the content's
  /// `aria-labelledby` at the label element.
  public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View {
    accessibility {
      $0.labeledPair = AccessibilityLinkKey(namespace: namespace, id: id)
      $0.labeledPairRole = role
    }
  }
}
