import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Submissions_Manageclosed1Inputs */

const en_submissions_manageclosed1 = /** @type {(inputs: Submissions_Manageclosed1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Online changes closed on ${i?.until}, 24 hours before the pickup. Reply to our SMS or e-mail and we will help.`)
};

const fil_submissions_manageclosed1 = /** @type {(inputs: Submissions_Manageclosed1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sarado na ang pagbabago online mula ${i?.until}, 24 oras bago ang pickup. Mag-reply sa aming SMS o e-mail at tutulungan ka namin.`)
};

/**
* | output |
* | --- |
* | "Online changes closed on {until}, 24 hours before the pickup. Reply to our SMS or e-mail and we will help." |
*
* @param {Submissions_Manageclosed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_manageclosed1 = /** @type {((inputs: Submissions_Manageclosed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Manageclosed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_manageclosed1(inputs)
	return en_submissions_manageclosed1(inputs)
});
export { submissions_manageclosed1 as "submissions.manageClosed" }