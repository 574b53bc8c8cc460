/** @jest-environment node */
// The claim linter (scripts/lint-claims.mjs) rules classes of claims, not phrases: for each class,
// in English and in Canadian French, a sentence it must catch and a nearby honest sentence it must
// pass, so no rule can be trivially broad. docs/claim-linter.md describes the classes.
//
// The sentences are written into MDX files in a temporary folder (each on its own line, a blank line
// between), and the linter runs once on all of them, as `npm run lint:copy` runs it.
import { spawn } from "child_process"
import { mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

jest.setTimeout(60_000)

const root = path.resolve(__dirname, "../..")

/** [class, a sentence that must be caught, the words reported, a nearby honest sentence that passes] */
type Case = [string, string, string, string]

const english: Case[] = [
  // 1. Passives and verbless noun phrases stating an outcome.
  [
    "1 outcome",
    "Wrinkles are visibly reduced after four weeks.",
    "Wrinkles are visibly reduced",
    "The look of wrinkles is reduced for a while.",
  ],
  [
    "1 outcome",
    "Smaller pores and a calmer face in a month.",
    "Smaller pores",
    "Pores can look smaller for a short time after a cool pass.",
  ],
  [
    "1 outcome",
    "Firmer skin in a month.",
    "Firmer skin",
    "Skin that feels firmer-looking after a session.",
  ],
  [
    "1 outcome",
    "After a month, you will see more collagen in your skin.",
    "more collagen",
    "In the Lee trial, the treated groups showed more collagen in biopsies.",
  ],
  [
    "1 outcome",
    "No more puffiness in the morning.",
    "No more puffiness",
    "Puffiness in the morning often eases once you are upright.",
  ],
  [
    "1 outcome",
    "Say goodbye to fine lines.",
    "Say goodbye to fine lines",
    "Say hello to a calm routine.",
  ],
  // 2. Openers that read as negations but negate nothing.
  ["2 opener", "No wonder it boosts collagen.", "boosts collagen", "It does not boost collagen."],
  [
    "2 opener",
    "Nothing boosts collagen like LumaSculpt.",
    "boosts collagen",
    "Nothing suggests that LumaSculpt boosts collagen.",
  ],
  [
    "2 opener",
    "Nobody smooths away wrinkles like we do.",
    "smooths away wrinkles",
    "Nobody has shown that a home device smooths away wrinkles.",
  ],
  [
    "2 opener",
    "Never have wrinkles been erased so fast.",
    "wrinkles been erased",
    "It has never been shown to erase wrinkles.",
  ],
  [
    "2 opener",
    "No device lifts the face like LumaSculpt.",
    "lifts the face",
    "No home device lifts the face.",
  ],
  // 3. The study-wording exemption applies only to a sentence that reports a study.
  [
    "3 study wording",
    "LumaSculpt users see an increase in collagen density.",
    "increase in collagen",
    "In the Wunsch trial, the treated groups showed an increase in collagen density on ultrasound.",
  ],
  [
    "3 study wording",
    "You will notice a reduction in wrinkles within weeks.",
    "reduction in wrinkles",
    "Participants in the sunscreen study showed a reduction in wrinkles after four years.",
  ],
  // 4. A regulator with words before its verb, a licensed device, meeting a regulator's rules.
  [
    "4 regulator",
    "Health Canada has fully authorized LumaSculpt.",
    "Health Canada has fully authorized",
    "A DIN on a sunscreen label shows that Health Canada has authorized that sunscreen.",
  ],
  [
    "4 regulator",
    "LumaSculpt is a licensed medical device.",
    "licensed medical device",
    "Health Canada keeps a public list of licensed medical devices.",
  ],
  [
    "4 regulator",
    "LumaSculpt meets Health Canada requirements.",
    "meets Health Canada",
    "Health Canada sets the requirements for medical devices sold in Canada.",
  ],
  // 5. Absolute safety in other words.
  [
    "5 safety",
    "Zero side effects, even on sensitive skin.",
    "Zero side effects",
    "Side effects are rare; stop if your skin stings.",
  ],
  [
    "5 safety",
    "Safe for all skin types.",
    "Safe for all skin types",
    "Medium or darker skin: read the safety notes before using Blue.",
  ],
  [
    "5 safety",
    "Risk-free for every face.",
    "Risk-free",
    "No device is risk-free, so read the safety notes first.",
  ],
  [
    "5 safety",
    "It cannot harm your skin.",
    "cannot harm your skin",
    "It can irritate skin if you press too hard.",
  ],
  // 6. Scarcity and deadlines in words.
  [
    "6 scarcity",
    "Only a few left in stock.",
    "Only a few left in stock",
    "Only a few minutes a day are enough for the routine.",
  ],
  [
    "6 scarcity",
    "Almost sold out!",
    "Almost sold out",
    "The listing shows whether the device is in stock.",
  ],
  [
    "6 scarcity",
    "The holiday price goes up on Monday.",
    "price goes up",
    "The price is on the Amazon.ca listing.",
  ],
  ["6 scarcity", "Flash sale this weekend.", "Flash sale", "Sessions end after ten minutes."],
  [
    "6 scarcity",
    "The holiday price ends Sunday.",
    "ends Sunday",
    "The routine ends with a cool pass.",
  ],
  // 7. Rankings.
  ["7 ranking", "The #1 face massager in Canada.", "#1", "Step 1: cleanse your face."],
  [
    "7 ranking",
    "A best-selling red light device.",
    "best-selling",
    "Red light has the most cosmetic studies of the four colours.",
  ],
  [
    "7 ranking",
    "Top-rated by beauty editors.",
    "Top-rated",
    "Read the ratings on the Amazon.ca listing.",
  ],
  // 8. Prices, savings, ratings and counts of customers (outside the register and its copy module).
  [
    "8 business fact",
    "Now only $99 on Amazon.ca.",
    "Now only $99",
    "Check the current price on the Amazon.ca listing.",
  ],
  ["8 business fact", "Save 20% this week.", "Save 20%", "Save the routine card to your phone."],
  ["8 business fact", "Was $149, now $99.", "Was $149", "Was the session comfortable? Now rest."],
  [
    "8 business fact",
    "Rated 4.8 out of 5 stars.",
    "Rated 4.8",
    "4 out of 5 participants preferred the treated side.",
  ],
  [
    "8 business fact",
    "Loved by 10,000+ happy customers.",
    "Loved by 10,000+",
    "Customers can leave a review on the listing.",
  ],
  // 9. Authority nobody can check.
  [
    "9 authority",
    "Dermatologist-designed for every skin.",
    "Dermatologist-designed",
    "Ask a dermatologist before you start.",
  ],
  [
    "9 authority",
    "Backed by science.",
    "Backed by science",
    "Sunscreen is backed by decades of research.",
  ],
  [
    "9 authority",
    "Developed with leading dermatologists.",
    "Developed with leading dermatologists",
    "Developed for a calm ten-minute routine.",
  ],
  [
    "9 authority",
    "Professional-grade results at home.",
    "Professional-grade",
    "A professional can tell you whether your skin suits it.",
  ],
  // 10. The spec's risky titles, as headings, labels or adjectives on the product.
  ["10 title", "## Anti-Aging Power", "Anti-Aging Power", "## Red Light Mode"],
  [
    "10 title",
    "An anti-aging device for home.",
    "anti-aging device",
    "Many anti-aging creams contain retinol.",
  ],
  ["10 title", "## Sculpt Jawline", "Sculpt Jawline", "## Glide Along the Jawline"],
  [
    "10 title",
    "Sculpts your jawline in minutes.",
    "Sculpts your jawline",
    "Glide the head along your jawline.",
  ],
  [
    "10 title",
    "A firming massage for the neck.",
    "firming",
    "A massage that feels firm and fresh.",
  ],
  ["10 title", "## Firmness", "Firmness", "Skin loses firmness over the years."],
  [
    "10 title",
    "Balancing oils for shiny days.",
    "Balancing oils",
    "Designed for days when skin looks shiny.",
  ],
  ["10 title", "### Energizing Treatment", "Energizing Treatment", "### Refreshing Massage"],
  [
    "10 title",
    "### Energizing Massage",
    "Energizing",
    "Massage and gentle pulses can feel energizing after a long day.",
  ],
  ["10 title", "### Cooling Therapy", "Cooling Therapy", "### Cooling Massage"],
  // 11. Body functions beyond how skin looks.
  [
    "11 body",
    "Boosts cell turnover for fresher skin.",
    "cell turnover",
    "Skin looks fresher after a cool pass.",
  ],
  [
    "11 body",
    "Reduces water retention around the eyes.",
    "water retention",
    "A salty dinner can leave you holding a little more water overnight.",
  ],
  [
    "11 body",
    "Reverses sun damage in weeks.",
    "Reverses sun damage",
    "Sunscreen helps protect against sun damage.",
  ],
  [
    "11 body",
    "Detoxifies your skin every evening.",
    "Detoxifies",
    "Cleanse your skin every evening.",
  ],
  [
    "11 body",
    "Melts facial fat along the jawline.",
    "Melts facial fat",
    "Fat pads under the skin shift with age.",
  ],
  // 12. Outcome verbs on the face; "firm", "slim" and "tone" as adjectives or nouns pass.
  [
    "12 outcome verb",
    "Tightens skin in minutes.",
    "Tightens skin",
    "The head is firm to the touch.",
  ],
  [
    "12 outcome verb",
    "Shrinks pores while you relax.",
    "Shrinks pores",
    "A cool pass can tighten the look of pores for a while.",
  ],
  [
    "12 outcome verb",
    "Pore-Minimizing Techniques Worth Trying",
    "Pore-Minimizing",
    "Techniques for fine lines and visible pores.",
  ],
  [
    "12 outcome verb",
    "Plumps your skin overnight.",
    "Plumps your skin",
    "Skin can feel plump and soft after a cool pass.",
  ],
  [
    "12 outcome verb",
    "Tones your face in ten minutes.",
    "Tones your face",
    "Whatever tone your skin has, read the safety notes first.",
  ],
  [
    "12 outcome verb",
    "Slims your face for photos.",
    "Slims your face",
    "The slim head fits along the jaw.",
  ],
  [
    "12 outcome verb",
    "V-shape your face at home.",
    "V-shape your face",
    "Avoid tugging or lifting the skin.",
  ],
  // 13. "Anti-" adjectives; another product named by its category passes.
  [
    "13 anti-",
    "An anti-wrinkle massager for home.",
    "anti-wrinkle",
    "Many anti-wrinkle creams contain retinol.",
  ],
  [
    "13 anti-",
    "Anti-inflammatory and gentle.",
    "Anti-inflammatory",
    "Some anti-inflammatory drugs make skin more sensitive to light.",
  ],
  [
    "13 anti-",
    "An anti-acne mode for oily days.",
    "anti-acne",
    "Ask your pharmacist which acne products suit you.",
  ],
  [
    "13 anti-",
    "Anti-puffiness cooling for mornings.",
    "Anti-puffiness",
    "A cool pass feels good on puffy mornings.",
  ],
  // 14. "-free" outcomes.
  [
    "14 free of",
    "Wrinkle-free skin in weeks.",
    "Wrinkle-free",
    "No device leaves skin wrinkle-free.",
  ],
  // 15. A condition after "for".
  [
    "15 for a condition",
    "Blue light for breakouts.",
    "for breakouts",
    "See a dermatologist for acne or rosacea.",
  ],
  [
    "15 for a condition",
    "A gentle mode for rosacea.",
    "for rosacea",
    "In clinics, blue light is studied mainly for acne.",
  ],
  [
    "15 for a condition",
    "Cooling for inflammation and eczema.",
    "for inflammation",
    "Watch for inflammation after a session and stop if it appears.",
  ],
  // 16. Youth in years; study wording passes in a sentence that reports a study.
  [
    "16 years younger",
    "Skin looks 10 years younger.",
    "10 years younger",
    "Participants were about 10 years younger than in the earlier trial.",
  ],
  // 17. Comparisons with procedures.
  ["17 procedure", "Clinic results at home.", "Clinic results", "Results vary."],
  [
    "17 procedure",
    "Salon results without the appointment.",
    "Salon results",
    "A salon facial is a different thing; results vary from person to person.",
  ],
  [
    "17 procedure",
    "Professional results in ten minutes.",
    "Professional results",
    "A professional can tell you whether your skin suits it.",
  ],
  [
    "17 procedure",
    "A non-invasive alternative to Botox.",
    "non-invasive alternative to Botox",
    "It is not an alternative to Botox, fillers or surgery.",
  ],
  [
    "17 procedure",
    "A needle-free alternative to fillers.",
    "needle-free alternative to fillers",
    "Fillers and surgery are medical procedures; ask a doctor.",
  ],
  // 18. Scarcity with a number.
  [
    "18 scarcity",
    "Just 3 left!",
    "Just 3 left",
    "Just 3 minutes left in the session: finish with a cool pass.",
  ],
  // 19. A result as a label (docs/claims.md): in a sentence, "looks smoother" speaks of the look.
  ["19 result label", "## Plumper-Looking Skin", "Plumper-Looking", "## A Bouncy, Cushioned Feel"],
  ["19 result label", "## Radiant-Looking Skin", "Radiant-Looking", "## Deep Red Light"],
  ["19 result label", "## Look More Radiant", "Look More Radiant", "## Look After Your Skin"],
  [
    "19 result label",
    "**Skin looks smoother.** A slow pass along each cheek.",
    "looks smoother",
    "Skin looks smoother for a while after a slow pass along each cheek.",
  ],
]

const french: Case[] = [
  // 1.
  [
    "1 outcome",
    "Les rides sont visiblement atténuées après un mois.",
    "rides sont visiblement atténuées",
    "L'apparence des rides est atténuée pour un moment.",
  ],
  [
    "1 outcome",
    "Une peau raffermie en quatre semaines.",
    "peau raffermie",
    "Une peau qui paraît plus ferme après la séance.",
  ],
  [
    "1 outcome",
    "Avec LumaSculpt, vous aurez plus de collagène.",
    "plus de collagène",
    "Dans l'essai de Lee, les groupes traités avaient plus de collagène.",
  ],
  [
    "1 outcome",
    "Fini les rides du matin\u202f!",
    "Fini les rides",
    "Les plis du sommeil s'estompent souvent au cours de la matinée.",
  ],
  // 2.
  [
    "2 opener",
    "Pas étonnant qu'il stimule le collagène.",
    "stimule le collagène",
    "Il ne stimule pas le collagène.",
  ],
  [
    "2 opener",
    "Rien ne stimule le collagène comme LumaSculpt.",
    "stimule le collagène",
    "Rien ne prouve que LumaSculpt stimule le collagène.",
  ],
  [
    "2 opener",
    "Rien de tel pour stimuler le collagène.",
    "stimuler le collagène",
    "Rien n'indique que la lumière rouge stimule le collagène.",
  ],
  [
    "2 opener",
    "Personne ne lifte le visage comme nous.",
    "lifte le visage",
    "Personne n'a montré qu'un appareil lifte le visage.",
  ],
  // 3.
  [
    "3 study wording",
    "Avec LumaSculpt, vous verrez une augmentation du collagène.",
    "augmentation du collagène",
    "Dans cet essai, les groupes traités ont montré une augmentation du collagène.",
  ],
  // 4.
  [
    "4 regulator",
    "Santé Canada a homologué LumaSculpt.",
    "Santé Canada a homologué",
    "Les écrans solaires portent un DIN\u00a0: c'est ainsi que Santé Canada en a autorisé la vente.",
  ],
  [
    "4 regulator",
    "Un instrument médical homologué pour la maison.",
    "instrument médical homologué",
    "Santé Canada publie la liste des instruments médicaux homologués.",
  ],
  [
    "4 regulator",
    "Conforme aux normes de Santé Canada.",
    "Conforme aux normes de Santé Canada",
    "Santé Canada fixe les normes des instruments médicaux vendus au Canada.",
  ],
  // 5.
  [
    "5 safety",
    "Aucun effet secondaire, même sur une peau sensible.",
    "Aucun effet secondaire",
    "Les effets secondaires sont rares\u202f; arrêtez si la peau picote.",
  ],
  [
    "5 safety",
    "Sans danger pour tous les types de peau.",
    "Sans danger pour tous les types de peau",
    "Aucun appareil n'est sans danger pour tout le monde\u00a0: lisez les consignes.",
  ],
  [
    "5 safety",
    "Il n'y a aucun risque pour la peau.",
    "aucun risque",
    "Le risque d'irritation est faible si la pression reste légère.",
  ],
  // 6.
  [
    "6 scarcity",
    "Plus que quelques appareils en stock.",
    "Plus que quelques appareils en stock",
    "Quelques minutes par jour suffisent pour la routine.",
  ],
  [
    "6 scarcity",
    "Presque épuisé\u202f!",
    "Presque épuisé",
    "La fiche indique si l'appareil est en stock.",
  ],
  [
    "6 scarcity",
    "Le prix augmente lundi.",
    "Le prix augmente",
    "Le prix est indiqué sur la fiche Amazon.ca.",
  ],
  [
    "6 scarcity",
    "Vente éclair ce week-end.",
    "Vente éclair",
    "La séance se termine après dix minutes.",
  ],
  [
    "6 scarcity",
    "L'offre des Fêtes se termine dimanche.",
    "se termine dimanche",
    "La routine se termine par une passe fraîche.",
  ],
  // 7.
  [
    "7 ranking",
    "Le numéro 1 des appareils au Canada.",
    "numéro 1",
    "Étape numéro 1\u00a0: nettoyez votre visage.",
  ],
  [
    "7 ranking",
    "L'appareil le plus vendu au Canada.",
    "le plus vendu",
    "Le rouge est la couleur la plus étudiée.",
  ],
  [
    "7 ranking",
    "Le mieux noté des masseurs.",
    "Le mieux noté",
    "Lisez les évaluations sur la fiche Amazon.ca.",
  ],
  // 8.
  [
    "8 business fact",
    "Maintenant seulement 99\u00a0$ sur Amazon.ca.",
    "Maintenant seulement 99 $",
    "Vérifiez le prix sur la fiche Amazon.ca.",
  ],
  [
    "8 business fact",
    "Économisez 20\u00a0% cette semaine.",
    "Économisez 20 %",
    "Économisez du temps avec une routine courte.",
  ],
  [
    "8 business fact",
    "20\u00a0% de rabais sur l'appareil.",
    "20 % de rabais",
    "20\u00a0% des participantes ont vu une différence.",
  ],
  [
    "8 business fact",
    "Noté 4,8 sur 5 par nos clientes.",
    "Noté 4,8",
    "Quatre participantes sur cinq ont préféré le côté traité.",
  ],
  [
    "8 business fact",
    "Adopté par 10\u00a0000 clientes.",
    "Adopté par 10 000",
    "Les clientes peuvent laisser un avis sur la fiche.",
  ],
  // 9.
  [
    "9 authority",
    "Conçu avec des dermatologues.",
    "Conçu avec des dermatologues",
    "Demandez l'avis d'un dermatologue avant de commencer.",
  ],
  [
    "9 authority",
    "Prouvé scientifiquement.",
    "Prouvé scientifiquement",
    "Les habitudes les mieux appuyées par la recherche.",
  ],
  [
    "9 authority",
    "Appuyé par la science.",
    "Appuyé par la science",
    "Quelles habitudes sont vraiment appuyées par la recherche\u202f?",
  ],
  [
    "9 authority",
    "Une qualité professionnelle à la maison.",
    "qualité professionnelle",
    "Un professionnel peut vous dire si votre peau s'y prête.",
  ],
  // 10.
  ["10 title", "## Pouvoir anti-âge", "Pouvoir anti-âge", "## Mode lumière rouge"],
  [
    "10 title",
    "Un appareil anti-âge pour la maison.",
    "appareil anti-âge",
    "Beaucoup de crèmes anti-âge contiennent du rétinol.",
  ],
  [
    "10 title",
    "## Sculpter la mâchoire",
    "Sculpter la mâchoire",
    "## Glisser le long de la mâchoire",
  ],
  [
    "10 title",
    "Un massage raffermissant pour le cou.",
    "raffermissant",
    "Un massage qui procure une sensation de fraîcheur.",
  ],
  ["10 title", "## Fermeté", "Fermeté", "La peau perd de sa fermeté avec les années."],
  [
    "10 title",
    "Rééquilibre le sébum des peaux grasses.",
    "Rééquilibre le sébum",
    "Conçu pour les jours où la peau paraît luisante.",
  ],
  ["10 title", "### Traitement énergisant", "Traitement énergisant", "### Massage revigorant"],
  [
    "10 title",
    "### Massage énergisant",
    "énergisant",
    "Le massage et de douces impulsions peuvent procurer une sensation énergisante.",
  ],
  ["10 title", "### Thérapie par le froid", "Thérapie par le froid", "### Massage rafraîchissant"],
  // 11.
  [
    "11 body",
    "Accélère le renouvellement cellulaire.",
    "renouvellement cellulaire",
    "La peau paraît plus fraîche après une passe fraîche.",
  ],
  [
    "11 body",
    "Réduit la rétention d'eau autour des yeux.",
    "rétention d'eau",
    "Un souper salé peut faire retenir un peu d'eau pendant la nuit.",
  ],
  [
    "11 body",
    "Répare les dommages du soleil.",
    "Répare les dommages du soleil",
    "Un écran solaire protège des dommages du soleil.",
  ],
  ["11 body", "Une routine détox pour la peau.", "détox", "Une routine douce pour la peau."],
  [
    "11 body",
    "Fait fondre la graisse du visage.",
    "Fait fondre la graisse",
    "Les coussinets de graisse sous la peau bougent avec l'âge.",
  ],
  // 12.
  [
    "12 outcome verb",
    "Raffermit la peau en quelques minutes.",
    "Raffermit la peau",
    "La tête est ferme au toucher.",
  ],
  [
    "12 outcome verb",
    "Resserre les pores pendant que vous vous détendez.",
    "Resserre les pores",
    "Une passe fraîche peut resserrer l'apparence des pores pour un moment.",
  ],
  [
    "12 outcome verb",
    "Repulpe la peau pendant la nuit.",
    "Repulpe la peau",
    "La tête arrondie glisse sur la peau.",
  ],
  [
    "12 outcome verb",
    "Tonifie le visage en dix minutes.",
    "Tonifie le visage",
    "Quelle que soit la teinte de votre peau, lisez d'abord les consignes de sécurité.",
  ],
  [
    "12 outcome verb",
    "Affine le visage pour les photos.",
    "Affine le visage",
    "La tête fine suit la ligne de la mâchoire.",
  ],
  [
    "12 outcome verb",
    "Pour un visage en V à la maison.",
    "visage en V",
    "Évitez de tirer ou de soulever la peau.",
  ],
  // 13.
  [
    "13 anti-",
    "Un masseur anti-rides pour la maison.",
    "anti-rides",
    "Beaucoup de crèmes anti-rides contiennent du rétinol.",
  ],
  [
    "13 anti-",
    "Anti-inflammatoire et doux.",
    "Anti-inflammatoire",
    "Certains médicaments anti-inflammatoires rendent la peau plus sensible à la lumière.",
  ],
  [
    "13 anti-",
    "Un mode anti-acné pour les jours gras.",
    "anti-acné",
    "Si vous prenez des anti-inflammatoires, demandez conseil à votre pharmacien.",
  ],
  [
    "13 anti-",
    "Un massage froid anti-poches.",
    "anti-poches",
    "Une passe fraîche fait du bien les matins où les yeux sont gonflés.",
  ],
  // 14.
  [
    "14 free of",
    "Une peau sans rides en quelques semaines.",
    "sans rides",
    "Aucun appareil ne laisse une peau sans rides.",
  ],
  // 15.
  [
    "15 for a condition",
    "Lumière bleue pour l'acné.",
    "pour l'acné",
    "Consultez un dermatologue pour l'acné ou la rosacée.",
  ],
  [
    "15 for a condition",
    "Un mode doux contre les boutons.",
    "contre les boutons",
    "En clinique, la lumière bleue est surtout étudiée pour l'acné.",
  ],
  [
    "15 for a condition",
    "Du froid pour l'inflammation et l'eczéma.",
    "pour l'inflammation",
    "Surveillez les rougeurs après la séance et arrêtez si elles persistent.",
  ],
  // 16.
  [
    "16 years younger",
    "Paraissez 10\u00a0ans de moins.",
    "10 ans de moins",
    "Les participantes avaient environ 10\u00a0ans de moins que dans l'essai précédent.",
  ],
  // 17.
  [
    "17 procedure",
    "Des résultats de clinique à la maison.",
    "résultats de clinique",
    "Les résultats varient.",
  ],
  [
    "17 procedure",
    "Des résultats comme en institut, sans rendez-vous.",
    "résultats comme en institut",
    "Un soin en institut, c'est autre chose\u202f; les résultats varient d'une personne à l'autre.",
  ],
  [
    "17 procedure",
    "Une alternative non invasive au Botox.",
    "alternative non invasive au Botox",
    "Ce n'est pas une alternative au Botox, aux agents de comblement ni à la chirurgie.",
  ],
  // 18.
  [
    "18 scarcity",
    "Plus que 3 en stock\u202f!",
    "Plus que 3 en stock",
    "Encore 3\u00a0minutes dans la séance\u00a0: terminez par une passe fraîche.",
  ],
  [
    "18 scarcity",
    "Il ne reste que 3 appareils.",
    "Il ne reste que 3 appareils",
    "Il ne reste que 3\u00a0minutes à la séance.",
  ],
  // 19.
  [
    "19 result label",
    "## Peau d'apparence plus lisse",
    "Peau d'apparence plus lisse",
    "## Des gestes lents et lissants",
  ],
  [
    "19 result label",
    "## Un teint qui paraît plus éclatant",
    "paraît plus éclatant",
    "## Lumière rouge profonde",
  ],
  [
    "19 result label",
    "**La peau paraît plus lisse.** Une passe lente sur chaque joue.",
    "paraît plus lisse",
    "La peau peut paraître plus lisse un moment après une passe lente sur chaque joue.",
  ],
]

/** A tag in the frontmatter is a label: "Anti-Aging" as a tag is the spec's title restored. */
const tags = {
  en: { caught: "Anti-Aging", honest: "Aging Skin" },
  fr: { caught: "Anti-âge", honest: "Peau qui vieillit" },
}

const dir = mkdtempSync(path.join(os.tmpdir(), "lint-claims-classes-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** An MDX file: a frontmatter with the tags, then each sentence on its own line, blank lines between. */
const write = (name: string, tag: string, sentences: string[]) => {
  const file = path.join(dir, name)
  const lines = ["---", `title: "Probes"`, `tags: ["${tag}", "Skin Science"]`, "---", ""]
  /** The line (1-based) of each sentence. */
  const at = sentences.map((sentence) => {
    lines.push(sentence, "")
    return lines.length - 1
  })
  writeFileSync(file, lines.join("\n"))
  return { file, at, tagLine: 3 }
}

const files = {
  caughtEn: write(
    "caught-en.mdx",
    tags.en.caught,
    english.map(([, caught]) => caught),
  ),
  honestEn: write(
    "honest-en.mdx",
    tags.en.honest,
    english.map(([, , , honest]) => honest),
  ),
  caughtFr: write(
    "caught-fr.mdx",
    tags.fr.caught,
    french.map(([, caught]) => caught),
  ),
  honestFr: write(
    "honest-fr.mdx",
    tags.fr.honest,
    french.map(([, , , honest]) => honest),
  ),
}

let output = ""
beforeAll(
  () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["scripts/lint-claims.mjs", ...Object.values(files).map(({ file }) => file)],
        { cwd: root },
      )
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
      child.on("error", reject)
      child.on("close", () => resolve())
    }),
)

/** The reports on one line of a file, as "(matched words)". */
const reportsAt = (file: string, line: number) =>
  output
    .split("\n")
    .filter((report) => report.startsWith(`${file}:${line}:`))
    .map((report) => /- Forbidden claim \((.*?)\) --/.exec(report)?.[1])

describe.each([
  ["English", english, files.caughtEn, files.honestEn],
  ["French", french, files.caughtFr, files.honestFr],
])("the claim linter in %s", (_language, cases, caught, honest) => {
  it.each(cases.map((probe, i) => [probe[0], probe[1], probe[2], i] as const))(
    "class %s: catches %j, reporting (%s)",
    (_class, _sentence, words, i) => {
      expect(reportsAt(caught.file, caught.at[i])).toContain(words)
    },
  )

  it.each(cases.map((probe, i) => [probe[0], probe[3], i] as const))(
    "class %s: passes the honest %j",
    (_class, _sentence, i) => {
      expect(reportsAt(honest.file, honest.at[i])).toEqual([])
    },
  )

  it("reads a frontmatter tag as a label: the spec's title as a tag is caught, an honest tag passes", () => {
    const tag = caught === files.caughtEn ? tags.en : tags.fr
    expect(reportsAt(caught.file, caught.tagLine)).toEqual([tag.caught])
    expect(reportsAt(honest.file, honest.tagLine)).toEqual([])
  })

  it("reports nothing else in the honest file", () => {
    expect(output.split("\n").filter((line) => line.startsWith(`${honest.file}:`))).toEqual([])
  })
})
