import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Submissions_Roomin1Inputs */

const en_submissions_roomin1 = /** @type {(inputs: Submissions_Roomin1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Room left in ${i?.city} that day.`)
};

const fil_submissions_roomin1 = /** @type {(inputs: Submissions_Roomin1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`May bakante pa sa ${i?.city} sa araw na iyon.`)
};

/**
* | output |
* | --- |
* | "Room left in {city} that day." |
*
* @param {Submissions_Roomin1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_roomin1 = /** @type {((inputs: Submissions_Roomin1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Roomin1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_roomin1(inputs)
	return en_submissions_roomin1(inputs)
});
export { submissions_roomin1 as "submissions.roomIn" }