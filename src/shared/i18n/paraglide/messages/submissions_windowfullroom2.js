import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booked: NonNullable<unknown>, capacity: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Windowfullroom2Inputs */

const en_submissions_windowfullroom2 = /** @type {(inputs: Submissions_Windowfullroom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} · full (${i?.booked} of ${i?.capacity} booked)`)
};

const fil_submissions_windowfullroom2 = /** @type {(inputs: Submissions_Windowfullroom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} · puno (${i?.booked} sa ${i?.capacity} ang naka-book)`)
};

/**
* | output |
* | --- |
* | "{window} · full ({booked} of {capacity} booked)" |
*
* @param {Submissions_Windowfullroom2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowfullroom2 = /** @type {((inputs: Submissions_Windowfullroom2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowfullroom2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowfullroom2(inputs)
	return en_submissions_windowfullroom2(inputs)
});
export { submissions_windowfullroom2 as "submissions.windowFullRoom" }