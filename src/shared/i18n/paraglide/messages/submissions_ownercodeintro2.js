import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownercodeintro2Inputs */

const en_submissions_ownercodeintro2 = /** @type {(inputs: Submissions_Ownercodeintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is this your request? We can send a 6-digit code to the phone number on file so you can cancel or move it.`)
};

const fil_submissions_ownercodeintro2 = /** @type {(inputs: Submissions_Ownercodeintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyo ba ang request na ito? Puwede kaming magpadala ng 6-digit code sa phone number na naka-file para ma-cancel o mailipat mo ito.`)
};

/**
* | output |
* | --- |
* | "Is this your request? We can send a 6-digit code to the phone number on file so you can cancel or move it." |
*
* @param {Submissions_Ownercodeintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodeintro2 = /** @type {((inputs?: Submissions_Ownercodeintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodeintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodeintro2(inputs)
	return en_submissions_ownercodeintro2(inputs)
});
export { submissions_ownercodeintro2 as "submissions.ownerCodeIntro" }