import Foundation

#if !canImport(Darwin)
  // Apple's Foundation has these; Linux's does not.
  extension AttributeScopes {
    /// The accessibility attributes of an `AttributedString`.
    public var accessibility: AccessibilityAttributes.Type { AccessibilityAttributes.self }

    /// The accessibility attributes of an `AttributedString`: for now the
    /// priority of an announcement.
    ///
    /// ```swift
    /// var text = AttributedString("Connection lost")
    /// text.accessibilitySpeechAnnouncementPriority = .high
    /// AccessibilityNotification.Announcement(text).post()
    /// ```
    public struct AccessibilityAttributes: AttributeScope {
      /// How urgent an announcement is (see
      /// ``AccessibilityNotification/Announcement``).
      public let accessibilitySpeechAnnouncementPriority: AnnouncementPriorityAttribute

      /// The attribute that sets an announcement's priority.
      ///
      /// ```swift
      /// text.accessibilitySpeechAnnouncementPriority = .low
      /// ```
      public enum AnnouncementPriorityAttribute: CodableAttributedStringKey {
        public typealias Value = AnnouncementPriority
        public static let name = "AXSpeechAnnouncementPriority"

        /// When an announcement is said, relative to what is being said.
        ///
        /// ```swift
        /// text.accessibilitySpeechAnnouncementPriority = .high   // interrupts, and is not interrupted
        /// ```
        public enum AnnouncementPriority: String, Codable, Hashable, Sendable {
          /// Interrupts what is being said and is not interrupted once
          /// started.
          case high
          /// Interrupts what is being said, and is interrupted by the next
          /// phrase.
          case `default`
          /// Waits until what is being said has been said.
          case low
        }
      }
    }
  }

  extension AttributeDynamicLookup {
    /// `text.accessibilitySpeechAnnouncementPriority` and the other
    /// accessibility attributes by name.
    public subscript<T: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.AccessibilityAttributes, T>
    ) -> T {
      self[T.self]
    }
  }
#endif
