/**
 * The demo's denemes (decision 0121): grade 8's term 1 sample exam (its Aiken quiz of seven
 * four-option questions) in LGS form, and grade 12's term 1 sample exam with a YDT-like quiz of
 * five-option questions, so the site shows both forms with topics to study: the first's typed by the admin,
 * the second's read from its quiz. The second's last two questions share a reading text (decision 0130),
 * which a page break splits: the exam shows it on both pages.
 */

/**
 * Grade 12's YDT-like quiz: five options each, the key marked '=', an explanation after '#', and each
 * question's topic in Moodle's own `$CATEGORY` line (decision 0125), so its settings name none. The
 * block without answers before question 5 is GIFT's description: the reading text of questions 5 and 6.
 */
const YDT_QUIZ = `// YDT biçiminde deneme: Music, Friendship & Human Rights

$CATEGORY: $course$/top/YDT 12/Music
The concert was so ______ that the audience stood up and applauded for ten minutes. {
~boring
=impressive # A concert the audience applauds for ten minutes made a strong impression.
~careless
~silent
~ordinary
}

$CATEGORY: $course$/top/YDT 12/Friendship
A true friend is someone who stands ______ you when times are hard. {
~up
~out
=by # To stand by someone means to support them.
~off
~for
}

$CATEGORY: $course$/top/YDT 12/Human Rights
Every person has the right ______ free from discrimination. {
~living
~lives
=to live # After 'the right', use 'to' and the base verb.
~lived
~having lived
}

$CATEGORY: $course$/top/YDT 12/Music
I ______ the violin since I was seven, and I still practise every day. {
~play
~am playing
~played
=have been playing # An action that began in the past and goes on now takes the present perfect continuous.
~will play
}

// Questions 5 and 6 are answered from this text.
::Elif and Deniz::
Elif and Deniz have been best friends since primary school. Last summer they volunteered at a youth centre that teaches children about their rights. Every Saturday they read stories with the children and talked about fairness, safety and the right to education. At the end of the summer, Deniz said that the work had made their friendship even stronger.

$CATEGORY: $course$/top/YDT 12/Human Rights
According to the text, what does the youth centre teach children about? {
~cooking healthy meals
~making friends online
=their rights # The text says the centre "teaches children about their rights".
~playing musical instruments
~the history of their town
}

$CATEGORY: $course$/top/YDT 12/Friendship
Which of the following is true about Elif and Deniz? {
~They met for the first time at the youth centre.
=Working together brought them even closer. # Deniz said the work had made their friendship even stronger.
~They stopped being friends at the end of the summer.
~Only Elif enjoyed volunteering.
~They did not want to help the children.
}
`;

export const DEMO_DENEMES = [
  {
    sinif: 8,
    icerikTuru: 1,
    unite: 1,
    quiz: null,
    settings: {
      form: "lgs",
      minutes: "10",
      topics:
        "1: Friendship\n2: Friendship\n3: Teen Life\n4: Teen Life\n5: In the Kitchen\n6: In the Kitchen\n7: Friendship",
      withdrawn: "",
    },
  },
  {
    sinif: 12,
    icerikTuru: 1,
    unite: 1,
    quiz: YDT_QUIZ,
    settings: {
      form: "ydt",
      minutes: "15",
      topics: "",
      withdrawn: "",
    },
  },
] as const;
