import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Uploadintro1Inputs */

const en_submissions_uploadintro1 = /** @type {(inputs: Submissions_Uploadintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo of each item you'd like us to pick up, then tell us who you are and when to come.`)
};

const fil_submissions_uploadintro1 = /** @type {(inputs: Submissions_Uploadintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng litrato ng bawat gamit na gusto mong ipakuha, saka sabihin sa amin kung sino ka at kailan pupunta.`)
};

/**
* | output |
* | --- |
* | "Add a photo of each item you'd like us to pick up, then tell us who you are and when to come." |
*
* @param {Submissions_Uploadintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_uploadintro1 = /** @type {((inputs?: Submissions_Uploadintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Uploadintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_uploadintro1(inputs)
	return en_submissions_uploadintro1(inputs)
});
export { submissions_uploadintro1 as "submissions.uploadIntro" }