import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdayfull2Inputs */

const en_submissions_pickupdayfull2 = /** @type {(inputs: Submissions_Pickupdayfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no pickup window left on that day. Please choose another day.`)
};

const fil_submissions_pickupdayfull2 = /** @type {(inputs: Submissions_Pickupdayfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala nang bakanteng oras ng pickup sa araw na iyan. Pumili ng ibang araw.`)
};

/**
* | output |
* | --- |
* | "There is no pickup window left on that day. Please choose another day." |
*
* @param {Submissions_Pickupdayfull2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdayfull2 = /** @type {((inputs?: Submissions_Pickupdayfull2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdayfull2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdayfull2(inputs)
	return en_submissions_pickupdayfull2(inputs)
});
export { submissions_pickupdayfull2 as "submissions.pickupDayFull" }