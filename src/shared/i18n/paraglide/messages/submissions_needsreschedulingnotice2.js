import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Needsreschedulingnotice2Inputs */

const en_submissions_needsreschedulingnotice2 = /** @type {(inputs: Submissions_Needsreschedulingnotice2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There are no pickups on ${i?.date}. Please pick a new window below.`)
};

const fil_submissions_needsreschedulingnotice2 = /** @type {(inputs: Submissions_Needsreschedulingnotice2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Walang pickup sa ${i?.date}. Pumili ng bagong window sa ibaba.`)
};

/**
* | output |
* | --- |
* | "There are no pickups on {date}. Please pick a new window below." |
*
* @param {Submissions_Needsreschedulingnotice2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_needsreschedulingnotice2 = /** @type {((inputs: Submissions_Needsreschedulingnotice2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Needsreschedulingnotice2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_needsreschedulingnotice2(inputs)
	return en_submissions_needsreschedulingnotice2(inputs)
});
export { submissions_needsreschedulingnotice2 as "submissions.needsReschedulingNotice" }