import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Suspenddayconfirm2Inputs */

const en_submissions_suspenddayconfirm2 = /** @type {(inputs: Submissions_Suspenddayconfirm2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspend ${i?.date}? Every household booked that day gets an SMS.`)
};

const fil_submissions_suspenddayconfirm2 = /** @type {(inputs: Submissions_Suspenddayconfirm2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspindihin ang ${i?.date}? Bawat household na naka-book sa araw na iyon ay makakatanggap ng SMS.`)
};

/**
* | output |
* | --- |
* | "Suspend {date}? Every household booked that day gets an SMS." |
*
* @param {Submissions_Suspenddayconfirm2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspenddayconfirm2 = /** @type {((inputs: Submissions_Suspenddayconfirm2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspenddayconfirm2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspenddayconfirm2(inputs)
	return en_submissions_suspenddayconfirm2(inputs)
});
export { submissions_suspenddayconfirm2 as "submissions.suspendDayConfirm" }