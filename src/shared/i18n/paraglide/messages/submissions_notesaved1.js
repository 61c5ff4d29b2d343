import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notesaved1Inputs */

const en_submissions_notesaved1 = /** @type {(inputs: Submissions_Notesaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number has been saved on this device. Keep it to follow your pickup.`)
};

const fil_submissions_notesaved1 = /** @type {(inputs: Submissions_Notesaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-save na sa device na ito ang tracking number mo. Itago ito para masubaybayan ang pickup mo.`)
};

/**
* | output |
* | --- |
* | "Your tracking number has been saved on this device. Keep it to follow your pickup." |
*
* @param {Submissions_Notesaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notesaved1 = /** @type {((inputs?: Submissions_Notesaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notesaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notesaved1(inputs)
	return en_submissions_notesaved1(inputs)
});
export { submissions_notesaved1 as "submissions.noteSaved" }