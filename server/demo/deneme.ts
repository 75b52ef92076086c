/**
 * The demo's denemes (decision 0121): grade 8's term 1 sample exam (its Aiken quiz of seven
 * four-option questions) in LGS form, and grade 12's term 1 sample exam with a YDT-like quiz of
 * five-option questions, so the site shows both forms with topics to study.
 */

/** Grade 12's YDT-like quiz: five options each, the key marked '=', an explanation after '#'. */
const YDT_QUIZ = `// YDT biçiminde deneme: Music, Friendship & Human Rights

The concert was so ______ that the audience stood up and applauded for ten minutes. {
~boring
=impressive # A concert the audience applauds for ten minutes made a strong impression.
~careless
~silent
~ordinary
}

A true friend is someone who stands ______ you when times are hard. {
~up
~out
=by # To stand by someone means to support them.
~off
~for
}

Every person has the right ______ free from discrimination. {
~living
~lives
=to live # After 'the right', use 'to' and the base verb.
~lived
~having lived
}

I ______ the violin since I was seven, and I still practise every day. {
~play
~am playing
~played
=have been playing # An action that began in the past and goes on now takes the present perfect continuous.
~will play
}

The declaration guarantees freedom of expression, ______ some countries still ignore it. {
~because
~so that
=although # 'Although' shows the contrast between the guarantee and its being ignored.
~unless
~as long as
}

Choose the sentence closest in meaning: "We fell out over a silly misunderstanding." {
~We became friends thanks to a misunderstanding.
=We stopped being friends because of a small misunderstanding. # To fall out with someone means to stop being friends after a disagreement.
~We laughed at a silly misunderstanding.
~We explained the misunderstanding to everyone.
~We never had a misunderstanding.
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
      topics: "1: Music\n2: Friendship\n3: Human Rights\n4: Music\n5: Human Rights\n6: Friendship",
      withdrawn: "",
    },
  },
] as const;
